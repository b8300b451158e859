import { DEFAULT_PLACEHOLDER_IMAGE_URL } from './best-image';
import {
  bannerImage,
  cardImage,
  type ImageCdnOptions,
  type ImageSource,
  lowQualityPlaceholderUrl,
  responsiveImage,
  searchCardImage,
} from './cdn';

/**
 * Which CDN builder sizes an image (spec 1 §9): `responsive` (320…1920 w), `banner` (the same widths
 * cropped to 10:1), `card` (220/330/440 at 1× and 2×), `searchCard` (200×200 at 1×–3×), or `none`
 * (the URL as it is).
 */
export type ImageTransformName = 'responsive' | 'banner' | 'card' | 'searchCard' | 'none';

/** What a view needs to show one image URL: its file, the `srcset`, and the blurred placeholder. */
export interface ResolvedImage {
  src: string;
  /** The CDN's candidates; `undefined` when every candidate would be the same file. */
  srcSet: string | undefined;
  /** The CDN's 24 px wide version, shown blurred while the image downloads; `undefined` without a CDN. */
  placeholderSrc: string | undefined;
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

function placeholderOf(url: string, cdn: ImageCdnOptions | undefined): string | undefined {
  try {
    const lowQuality = lowQualityPlaceholderUrl(url, cdn);
    // Without a CDN the "low-quality" URL is the image itself: no placeholder is better.
    return lowQuality === url.trim() ? undefined : lowQuality;
  } catch {
    return undefined;
  }
}

/**
 * The file, `srcset` and placeholder of an image URL, as ui's `<Image>` takes them (spec 1 §4, §9).
 * An item with no image URL (`media: []`, no `image`, an empty string: all allowed by the contract)
 * gets the placeholder image, never `undefined`, which the view would read as "still loading" and
 * show 'Loading image...' for ever; a view whose data has not arrived passes `undefined` itself.
 * `false` when the CDN builder refuses the URL (invalid, not an image, signed: spec 1 §8), which the
 * view counts as a failed load, so its fallback shows.
 *
 * @example
 * <Image src={resolveImage(attraction.image, 'card')} fallbackSrc={DEFAULT_PLACEHOLDER_IMAGE_URL} alt="" />
 */
export function resolveImage(
  url: string | null | undefined,
  transform: ImageTransformName = 'responsive',
  cdn?: ImageCdnOptions,
): ResolvedImage | false {
  if (!url?.trim())
    return { src: DEFAULT_PLACEHOLDER_IMAGE_URL, srcSet: undefined, placeholderSrc: undefined };
  let source: ImageSource;
  if (transform === 'none') source = { src: url, srcSet: undefined };
  else {
    try {
      source = builders[transform](url, cdn);
    } catch {
      return false;
    }
  }
  return { src: source.src, srcSet: source.srcSet, placeholderSrc: placeholderOf(url, cdn) };
}
