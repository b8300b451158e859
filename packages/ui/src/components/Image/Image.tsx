import {
  bannerImage,
  cardImage,
  IMAGE_TEXTS,
  type ImageCdnOptions,
  type ImageSource,
  type ImageStatus,
  imageTransition,
  lowQualityPlaceholderUrl,
  responsiveImage,
  searchCardImage,
} from '@coras/booking-core';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef, useState } from 'react';
import * as styles from './Image.css';

export type ImageLayout = (typeof styles.imageLayouts)[number];
export type ImageFit = (typeof styles.imageFits)[number];
export type ImageTransformName = (typeof styles.imageTransforms)[number];

/** The texts an image shows instead of itself (spec 1 §4); translate them through `labels`. */
export interface ImageLabels {
  /** Before the image's URL exists. @default 'Loading image...' */
  loading: string;
  /** When the primary and the fallback image both failed. @default 'Image could not be loaded' */
  failed: string;
}

export interface ImageProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'onError' | 'onLoad'> {
  /**
   * The image's URL. `undefined` (or `null`) while its data is not there yet: the box then reads
   * 'Loading image...'.
   */
  src: string | null | undefined;
  /** Shown when `src` fails (a country's default image, say); without it a failure shows the text. */
  fallbackSrc?: string | undefined;
  /**
   * Required: what the image shows, for people who cannot see it. Pass `''` for a decorative image
   * (its neighbouring text already says it all); it is then hidden from assistive technology.
   */
  alt: string;
  /** The image's intrinsic width in pixels; with `height` it reserves the box's aspect ratio. */
  width?: number | undefined;
  /** The image's intrinsic height in pixels; with `width` it reserves the box's aspect ratio. */
  height?: number | undefined;
  /**
   * The reserved box's width : height (`'10 / 1'`, `1.5`). Wins over `width`/`height`.
   * @default `width / height` when both are set, else `'3 / 2'`
   */
  aspectRatio?: string | number | undefined;
  /**
   * `responsive` fills its container's width; `fixed` is exactly `width` pixels wide (basket
   * thumbnails, 70×70).
   * @default 'responsive'
   */
  layout?: ImageLayout;
  /** How the image fills the box: `cover` crops, `contain` letterboxes. @default 'cover' */
  fit?: ImageFit;
  /**
   * Which image-CDN builder of booking-core makes the `srcset`: `responsive` (320…1920 w),
   * `banner` (the same widths cropped to 10:1), `card` (220/330/440 at 1× and 2×), `searchCard` (200×200 at 1×–3×), or `none`. A URL of no
   * known CDN is used as it is, without a `srcset`.
   * @default 'responsive'
   */
  transform?: ImageTransformName;
  /** The image's rendered width per layout, for the browser to pick from the `srcset`. */
  sizes?: string | undefined;
  /** Which CDN transforms the URLs (booking-core's `ImageCdnOptions`); detected by default. */
  cdn?: ImageCdnOptions | undefined;
  /**
   * The blurred low-quality image shown while the real one downloads. By default the CDN's 24 px
   * wide version of `src` when the CDN can make one; `false` shows none.
   */
  placeholderSrc?: string | false | undefined;
  /** The browser's loading strategy. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /**
   * How urgent the download is against the page's other requests: `high` for the image that is
   * likely the page's largest paint (with `loading="eager"`). @default the browser's ('auto')
   */
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** The texts shown instead of the image. @default IMAGE_TEXTS of booking-core */
  labels?: Partial<ImageLabels> | undefined;
  /** Called with the status (loading, primary, fallback, failed) when shown and at every change. */
  onStatusChange?: ((status: ImageStatus) => void) | undefined;
}

const builders: Record<
  Exclude<ImageTransformName, 'none'>,
  (url: string, cdn?: ImageCdnOptions) => ImageSource
> = {
  responsive: (url, cdn) => responsiveImage(url, {}, cdn),
  banner: bannerImage,
  card: cardImage,
  searchCard: searchCardImage,
};

/** The `src`/`srcset` of `url`, or `undefined` when the CDN builder rejects it (spec 1 §8). */
function sourceOf(
  url: string,
  transform: ImageTransformName,
  cdn: ImageCdnOptions | undefined,
): ImageSource | undefined {
  if (transform === 'none') return { src: url, srcSet: undefined };
  try {
    return builders[transform](url, cdn);
  } catch {
    return undefined;
  }
}

function placeholderOf(url: string, cdn: ImageCdnOptions | undefined): string | undefined {
  try {
    const lowQuality = lowQualityPlaceholderUrl(url, cdn);
    // Without a CDN the "low-quality" URL is the image itself: no placeholder is better.
    return lowQuality === url.trim() ? undefined : lowQuality;
  } catch {
    return undefined;
  }
}

function initialStatus(src: string | null | undefined): ImageStatus {
  const reset = imageTransition('primary', { type: 'reset' });
  return src ? imageTransition(reset, { type: 'data' }) : reset;
}

/**
 * An image that never shifts the layout: its box is reserved from `width`/`height` or
 * `aspectRatio` before any pixel arrives. It follows booking-core's image model (spec 1 §4):
 * 'Loading image...' until `src` exists, then the image (with a blurred low-quality placeholder
 * while it downloads); on error the `fallbackSrc`; if that fails too, 'Image could not be loaded'.
 *
 * Data attributes: `data-status` (`loading | primary | fallback | failed`), `data-loaded` once the
 * shown file has loaded.
 *
 * @example
 * <Image src={attraction.image} fallbackSrc={`${assets}/default.png`} alt="" width={660} height={440} transform="card" sizes="(max-width: 500px) 100vw, 330px" />
 */
export const Image = forwardRef<HTMLSpanElement, ImageProps>(function Image(
  {
    src,
    fallbackSrc,
    alt,
    width,
    height,
    aspectRatio,
    layout = 'responsive',
    fit = 'cover',
    transform = 'responsive',
    sizes,
    cdn,
    placeholderSrc,
    loading = 'lazy',
    fetchPriority,
    labels,
    onStatusChange,
    className,
    style,
    ...props
  },
  ref,
) {
  const sourceKey = `${src ?? ''}\u0000${fallbackSrc ?? ''}`;
  const [state, setState] = useState(() => ({ key: sourceKey, status: initialStatus(src), loaded: false }));
  // A new image restarts the model (React's "adjust state while rendering" pattern, no effect lag).
  const current =
    state.key === sourceKey ? state : { key: sourceKey, status: initialStatus(src), loaded: false };
  if (current !== state) setState(current);
  const { status, loaded } = current;

  const onStatusChangeRef = useRef(onStatusChange);
  onStatusChangeRef.current = onStatusChange;
  useEffect(() => {
    onStatusChangeRef.current?.(status);
  }, [status]);

  const fail = () =>
    setState((previous) =>
      previous.key === sourceKey
        ? {
            ...previous,
            loaded: false,
            status: imageTransition(previous.status, { type: 'error', hasFallback: Boolean(fallbackSrc) }),
          }
        : previous,
    );

  const url = status === 'primary' ? src : status === 'fallback' ? fallbackSrc : undefined;
  const source = url ? sourceOf(url, transform, cdn) : undefined;
  const rejected = Boolean(url) && source === undefined;
  // The CDN builder refused the URL (invalid, not an image, signed): treat it as a failed load.
  useEffect(() => {
    if (rejected) fail();
  });

  const lowQuality =
    placeholderSrc === false || !url ? undefined : (placeholderSrc ?? placeholderOf(url, cdn));
  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : '3 / 2');
  const fixed = layout === 'fixed' && width !== undefined;
  const labelOf = { ...IMAGE_TEXTS, ...labels };

  return (
    <span
      ref={ref}
      {...props}
      className={[styles.image({ layout: fixed ? 'fixed' : 'responsive' }), className]
        .filter(Boolean)
        .join(' ')}
      style={{
        ...assignInlineVars({
          [styles.aspectRatioVar]: String(ratio),
          [styles.fixedWidthVar]: fixed ? `${width}px` : 'auto',
        }),
        ...style,
      }}
      data-status={status}
      data-loaded={loaded ? '' : undefined}
    >
      {source && lowQuality && !loaded ? (
        <img className={styles.placeholder} src={lowQuality} alt="" aria-hidden data-placeholder="" />
      ) : null}
      {source ? (
        <img
          key={source.src}
          className={styles.picture({ fit })}
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onLoad={() =>
            setState((previous) => (previous.key === sourceKey ? { ...previous, loaded: true } : previous))
          }
          onError={fail}
        />
      ) : null}
      {status === 'loading' || status === 'failed' ? (
        <span className={styles.message} aria-hidden={alt === '' ? true : undefined}>
          {status === 'loading' ? labelOf.loading : labelOf.failed}
        </span>
      ) : null}
    </span>
  );
});
