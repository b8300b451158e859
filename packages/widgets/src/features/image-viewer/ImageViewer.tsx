import { type ImageCdnOptions, viewerImageUrl } from '@coras/booking-core';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  carouselControls,
  Dialog,
  IconButton,
  moveCarousel,
  preloadIndexes,
} from '@coras/ui';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import * as styles from './ImageViewer.css';

/** One photo of the viewer. */
export interface ViewerImage {
  url: string;
  /** What the photo shows; `''` only when the title already says it all. */
  alt: string;
}

/** The viewer's texts; every visible or spoken word is a prop so widgets can translate it. */
export interface ImageViewerLabels {
  /** The previous button's name. @default 'Previous photo' */
  previous: string;
  /** The next button's name. @default 'Next photo' */
  next: string;
  /** The close button's name. @default 'Close' */
  close: string;
  /** The counter: 'n/total Photos' (spec 2 §2), n counted from 1. */
  counter: (position: number, total: number) => string;
}

export const DEFAULT_IMAGE_VIEWER_LABELS: ImageViewerLabels = {
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  counter: (position, total) => `${position}/${total} Photos`,
};

export interface ImageViewerProps {
  /** The photos, in order. */
  images: readonly ViewerImage[];
  /** Whether the viewer is open (controlled). */
  open: boolean;
  /** Called with `false` on Escape or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The viewer's heading and accessible name (the attraction's name). */
  title: string;
  /**
   * The photo shown when the viewer opens, counted from 0.
   * @default 0 (spec 2 §9: the viewer starts at 0)
   */
  startIndex?: number;
  /**
   * Where focus goes when the viewer closes: the control that opened it (the image-count chip).
   * Without it focus returns to whatever had it before the viewer opened.
   */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Which CDN transforms the photos (booking-core's `viewerImageUrl`); detected by default. */
  cdn?: ImageCdnOptions | undefined;
  labels?: Partial<ImageViewerLabels> | undefined;
}

/** Rounded up to 200 px steps, so a resize by a few pixels does not ask the CDN for new files. */
const bucket = (pixels: number) => Math.max(200, Math.ceil(pixels / 200) * 200);

/** The photo's box: the viewport (the viewer is full screen), read when it opens. */
function viewportBox() {
  const view = globalThis.window;
  return { width: bucket(view?.innerWidth ?? 1200), height: bucket(view?.innerHeight ?? 900) };
}

function urlOf(
  image: ViewerImage | undefined,
  box: { width: number; height: number },
  cdn?: ImageCdnOptions,
) {
  if (!image) return undefined;
  try {
    return viewerImageUrl(image.url, box, cdn);
  } catch {
    // The CDN cannot transform this URL (booking-core's ImageUrlError): show it as it is.
    return image.url;
  }
}

/**
 * The full-screen image viewer (spec 2 §2, §9): one photo at a time with previous and next
 * (hidden at the ends, like the carousel's), the counter 'n/total Photos' read politely on each
 * change, ArrowLeft / ArrowRight anywhere in the viewer and Escape to close. It starts at the first
 * photo and preloads the current photo and the next two, each in booking-core's viewer format
 * (auto compress and format, crop to the screen, quality 85, pixel ratio 2). Focus is trapped
 * while open and goes back to `returnFocusRef` on close. At 750 px or less the arrows and the
 * counter move below the photo.
 *
 * Data attributes: `data-index` on the shown photo; `data-preload` on each preloaded one.
 */
export function ImageViewer({
  images,
  open,
  onOpenChange,
  title,
  startIndex = 0,
  returnFocusRef,
  cdn,
  labels,
}: ImageViewerProps) {
  const text = { ...DEFAULT_IMAGE_VIEWER_LABELS, ...labels };
  const total = images.length;
  const [index, setIndex] = useState(startIndex);
  const [box, setBox] = useState(viewportBox);
  // Each opening starts again at `startIndex`, in a box measured for the screen of that moment.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setIndex(moveCarousel(startIndex, 0, total));
      setBox(viewportBox());
    }
  }
  const current = moveCarousel(index, 0, total);
  const controls = carouselControls(current, total);

  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A pressed arrow that hides at an end would drop focus to the page: the other arrow takes it.
  const handOver = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const target = handOver.current;
    handOver.current = null;
    if (target === 'previous') previousRef.current?.focus();
    if (target === 'next') nextRef.current?.focus();
  });

  const go = (step: -1 | 1) => {
    const next = moveCarousel(current, step, total);
    if (next === current) return;
    const pressed = step === 1 ? nextRef.current : previousRef.current;
    const reachesEnd = step === 1 ? next >= total - 1 : next <= 0;
    if (reachesEnd && pressed && pressed.ownerDocument.activeElement === pressed) {
      handOver.current = step === 1 ? 'previous' : 'next';
    }
    setIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const shown = images[current];
  const preloaded = preloadIndexes(current, total, 2).filter((position) => position !== current);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className={styles.viewer}
        showClose={false}
        aria-describedby={undefined}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <div className={styles.layout}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {text.counter(total === 0 ? 0 : current + 1, total)}
          </p>
          <Dialog.Close asChild>
            <IconButton label={text.close} variant="outlined" round className={styles.close}>
              <CloseIcon />
            </IconButton>
          </Dialog.Close>
          {controls.showPrevious ? (
            <IconButton
              ref={previousRef}
              label={text.previous}
              variant="outlined"
              round
              size="lg"
              className={styles.previous}
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
          ) : null}
          {shown ? (
            <img
              key={current}
              className={styles.photo}
              src={urlOf(shown, box, cdn)}
              alt={shown.alt}
              data-index={current}
              decoding="async"
            />
          ) : null}
          {controls.showNext ? (
            <IconButton
              ref={nextRef}
              label={text.next}
              variant="outlined"
              round
              size="lg"
              className={styles.next}
              onClick={() => go(1)}
            >
              <ChevronRightIcon />
            </IconButton>
          ) : null}
          <div className={styles.preload} aria-hidden>
            {preloaded.map((position) => (
              <img key={position} src={urlOf(images[position], box, cdn)} alt="" data-preload={position} />
            ))}
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
