import { DEFAULT_PLACEHOLDER_IMAGE_URL, resolveImage } from '@coras/booking-core';
import { Image, ImageChip } from '@coras/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ViewerImage } from '../../features/image-viewer/ImageViewer';
import { MAIN_PHOTO_SIZES } from '../../runtime/data/preloadImages';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './DetailsPage.css';
import { detailsMessages } from './messages/en-GB';

// The viewer's dialog machinery loads when the visitor first opens it, not with the page.
const ImageViewer = lazy(() =>
  import('../../features/image-viewer/ImageViewer').then((module) => ({ default: module.ImageViewer })),
);

/** How many photos the gallery shows: three side by side when wide, one below 800 px. */
export const GALLERY_WIDE_COUNT = 3;
export const GALLERY_NARROW_COUNT = 1;

export interface AttractionGalleryProps {
  /** The attraction's name: the viewer's title and the photos' alt text when the API has none. */
  name: string;
  /** The attraction's photos, in the API's order. */
  images: readonly ViewerImage[];
}

/**
 * The attraction's photos (spec 2 §2): the first large with the next two beside it (one photo
 * below 800 px), and the image-count chip '+N' over the last one shown, N being the photos not
 * shown. The chip opens the full-screen viewer at the first photo; focus comes back to it on close.
 * Each layout has its own chip (N differs), the other hidden by the container query. Without
 * photos there is no gallery.
 */
export function AttractionGallery({ name, images }: AttractionGalleryProps) {
  const t = useTranslate(detailsMessages);
  const [open, setOpen] = useState(false);
  // Once opened the viewer stays mounted, so it can animate closed and hand focus back.
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  const wideChip = useRef<HTMLButtonElement>(null);
  const narrowChip = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = images.length;
  const shown = images.slice(0, GALLERY_WIDE_COUNT);

  const openFrom = (chip: HTMLButtonElement | null) => {
    opener.current = chip;
    setOpen(true);
  };
  const chip = (visible: number, ref: typeof wideChip, className: string) =>
    total > visible ? (
      <ImageChip
        ref={ref}
        count={total - visible}
        label={t('details.showAllPhotos', { count: total })}
        className={className}
        aria-haspopup="dialog"
        onClick={() => openFrom(ref.current)}
      />
    ) : null;

  // No photo at all: no gallery (a grey box would only push the page down).
  if (total === 0) return null;
  return (
    <section className={styles.gallery} aria-label={t('details.photos')} data-count={Math.min(total, 3)}>
      {shown.map((image, position) => (
        <div
          key={image.url}
          className={position === 0 ? styles.galleryMain : styles.gallerySide}
          data-position={position}
        >
          <Image
            src={resolveImage(image.url)}
            fallbackSrc={DEFAULT_PLACEHOLDER_IMAGE_URL}
            alt={image.alt}
            aspectRatio="auto"
            className={styles.galleryImage}
            loading={position === 0 ? 'eager' : 'lazy'}
            // The main photo is the page's largest paint: downloaded before other images.
            fetchPriority={position === 0 ? 'high' : undefined}
            sizes={position === 0 ? MAIN_PHOTO_SIZES : '33vw'}
            labels={{ loading: t('image.loading'), failed: t('image.failed') }}
          />
          {position === 0 ? chip(GALLERY_NARROW_COUNT, narrowChip, styles.narrowChip) : null}
          {position === shown.length - 1 ? chip(GALLERY_WIDE_COUNT, wideChip, styles.wideChip) : null}
        </div>
      ))}
      {needed ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            open={open}
            onOpenChange={setOpen}
            title={name}
            returnFocusRef={opener}
            labels={{
              previous: t('viewer.previous'),
              next: t('viewer.next'),
              close: t('viewer.close'),
              counter: (position, count) => t('viewer.counter', { position, total: count }),
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
