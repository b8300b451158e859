import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef, useState } from 'react';
import { inlineVars } from '../../theme/inlineVars';
import * as styles from './Image.css';
import { IMAGE_TEXTS, type ImageStatus, imageTransition } from './imageStatus';

export type ImageLayout = (typeof styles.imageLayouts)[number];
export type ImageFit = (typeof styles.imageFits)[number];

/**
 * One image file, resolved by the caller (the widgets size it with booking-core's CDN builders,
 * `resolveImage`): the URL, and when a CDN can make them, a `srcset` and a low-quality placeholder.
 */
export interface ImageFile {
  src: string;
  /** The candidates the browser picks from with `sizes`. */
  srcSet?: string | undefined;
  /** A tiny version shown blurred while the image downloads, then removed. */
  placeholderSrc?: string | undefined;
}

/**
 * An image to show: a URL as it is, a resolved {@link ImageFile}, or `false` when the caller knows it
 * cannot be shown (a URL its CDN refuses), which counts as a failed load.
 */
export type ImageSrc = string | ImageFile | false;

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
   * The image: a URL, or a resolved file with its `srcSet` and placeholder. `undefined` (or `null`)
   * while its data is not there yet: the box then reads 'Loading image...'. `false` fails at once.
   */
  src: ImageSrc | null | undefined;
  /** Shown when `src` fails (a country's default image, say); without it a failure shows the text. */
  fallbackSrc?: ImageSrc | undefined;
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
  /** The image's rendered width per layout, for the browser to pick from the file's `srcSet`. */
  sizes?: string | undefined;
  /** The browser's loading strategy. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /**
   * How urgent the download is against the page's other requests: `high` for the image that is
   * likely the page's largest paint (with `loading="eager"`). @default the browser's ('auto')
   */
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** The texts shown instead of the image. @default 'Loading image...', 'Image could not be loaded' */
  labels?: Partial<ImageLabels> | undefined;
  /** Called with the status (loading, primary, fallback, failed) when shown and at every change. */
  onStatusChange?: ((status: ImageStatus) => void) | undefined;
}

/** The file of an image, or `undefined` when there is none to load (no data yet, or refused). */
function fileOf(image: ImageSrc | null | undefined): ImageFile | undefined {
  if (typeof image === 'string') return image ? { src: image } : undefined;
  return image || undefined;
}

/** Whether there is something to show: a URL, a file, or a refused one (`false`, a failure to show). */
function hasData(image: ImageSrc | null | undefined): boolean {
  return image === false || Boolean(fileOf(image));
}

/** What identifies an image: a new one restarts the status model. */
function keyOf(image: ImageSrc | null | undefined): string {
  return image === false ? '\u0001' : (fileOf(image)?.src ?? '');
}

function initialStatus(src: ImageSrc | null | undefined): ImageStatus {
  const reset = imageTransition('primary', { type: 'reset' });
  return hasData(src) ? imageTransition(reset, { type: 'data' }) : reset;
}

/**
 * An image that never shifts the layout: its box is reserved from `width`/`height` or
 * `aspectRatio` before any pixel arrives. It follows the image model of `imageStatus.ts` (spec 1 §4):
 * 'Loading image...' until `src` exists, then the image (with a blurred low-quality placeholder
 * while it downloads); on error the `fallbackSrc`; if that fails too, 'Image could not be loaded'.
 *
 * Data attributes: `data-status` (`loading | primary | fallback | failed`), `data-loaded` once the
 * shown file has loaded.
 *
 * @example
 * <Image src={resolveImage(attraction.image, 'card')} fallbackSrc={`${assets}/default.png`} alt="" width={660} height={440} sizes="(max-width: 500px) 100vw, 330px" />
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
    sizes,
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
  const sourceKey = `${keyOf(src)}\u0000${keyOf(fallbackSrc)}`;
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
            status: imageTransition(previous.status, { type: 'error', hasFallback: hasData(fallbackSrc) }),
          }
        : previous,
    );

  const shown = status === 'primary' ? src : status === 'fallback' ? fallbackSrc : undefined;
  const source = fileOf(shown);
  // The caller knows this one cannot be shown (its CDN refused the URL): a failed load.
  useEffect(() => {
    if (shown === false) fail();
  });

  const lowQuality = source?.placeholderSrc;
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
        ...inlineVars({
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
