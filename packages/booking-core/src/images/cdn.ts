import { transform as cloudinary } from 'unpic/providers/cloudinary';
import { transform as imgix } from 'unpic/providers/imgix';

/**
 * The image CDNs whose URLs are transformed: the two the product writes parameters for. Only
 * their unpic transformers are bundled (unpic's `transformUrl` and its detector carry every
 * provider's domains, ~30 of them, into the landing page's first load); a URL elsewhere is used
 * unchanged, like a plain file.
 */
export const IMAGE_CDNS = ['imgix', 'cloudinary'] as const;
export type ImageCdn = (typeof IMAGE_CDNS)[number];

/** Hosts that serve through imgix under their own name (as unpic lists them). */
const IMGIX_HOSTS = new Set([
  'images.prismic.io',
  'www.datocms-assets.com',
  'cdn.sanity.io',
  'images.unsplash.com',
]);

/** The CDN an https URL's host belongs to: `*.imgix.net` and the hosts above, `*.cloudinary.com`. */
function detectImageCdn(parsed: URL): ImageCdn | undefined {
  if (parsed.protocol !== 'https:') return undefined;
  const host = parsed.hostname;
  if (host.endsWith('.imgix.net') || IMGIX_HOSTS.has(host)) return 'imgix';
  if (host.endsWith('.cloudinary.com')) return 'cloudinary';
  return undefined;
}

/** Widths and heights sent to the CDN are capped here (spec 1 §9). */
export const MAX_IMAGE_DIMENSION = 4000;
/** Quality of card and viewer images (spec 1 §9, spec 2 §9). */
export const IMAGE_QUALITY = 85;
/** Widths of a responsive image's `srcset` (spec 1 §9). */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 768, 1024, 1366, 1600, 1920] as const;
/** Card image widths, each at pixel ratios 1 and 2 (spec 1 §9). */
export const CARD_IMAGE_WIDTHS = [220, 330, 440] as const;
/** Card image pixel ratios. */
export const CARD_IMAGE_PIXEL_RATIOS = [1, 2] as const;
/** The search page's card image, square (spec 1 §9). */
export const SEARCH_CARD_IMAGE_SIZE = 200;
/** The search page's card image pixel ratios, 1× to 3×. */
export const SEARCH_CARD_PIXEL_RATIOS = [1, 2, 3] as const;
/** The width of the blurred low-quality placeholder (spec 1 §9). */
export const LOW_QUALITY_PLACEHOLDER_WIDTH = 24;
/** The location banner's width : height (spec 1 §9). */
export const BANNER_ASPECT_RATIO = 10;

/** Why an image URL cannot be transformed (spec 1 §8). */
export type ImageUrlErrorReason = 'invalid-url' | 'not-an-image' | 'signed-url';

const IMAGE_URL_MESSAGES: Readonly<Record<ImageUrlErrorReason, string>> = {
  'invalid-url': 'Invalid image URL',
  'not-an-image': 'The image transformer supports only images',
  'signed-url': 'The image transformer does not support signed URLs',
};

/** Thrown by the URL builders for a URL the image CDN cannot transform (spec 1 §8). */
export class ImageUrlError extends Error {
  override readonly name = 'ImageUrlError';
  readonly reason: ImageUrlErrorReason;
  readonly url: string;

  constructor(reason: ImageUrlErrorReason, url: string) {
    super(`${IMAGE_URL_MESSAGES[reason]}: ${url}`);
    this.reason = reason;
    this.url = url;
  }
}

/** Which CDN transforms the images. */
export interface ImageCdnOptions {
  /** Forces a provider (a CDN behind a custom domain). By default it is told by the URL's host. */
  provider?: ImageCdn | undefined;
  /**
   * The provider for URLs on neither CDN's hosts (a custom domain in front of one, beside
   * imgix or Cloudinary URLs); without it such URLs are used unchanged.
   */
  fallback?: ImageCdn | undefined;
}

/** A transformation, in the product's terms; each CDN gets its own parameters from unpic. */
export interface ImageTransform {
  width?: number | undefined;
  height?: number | undefined;
  quality?: number | undefined;
  /** Device pixel ratio the CDN renders for. */
  dpr?: number | undefined;
  /** Crop to the exact box (`fit=crop`), rather than fit inside it. */
  crop?: boolean | undefined;
  /** Width : height, e.g. `[10, 1]` for the banner. */
  aspectRatio?: readonly [number, number] | undefined;
  /** Let the CDN compress and pick the format (`auto=compress,format`). */
  autoCompress?: boolean | undefined;
}

/** What an `<img>` needs: the `src`, and a `srcset` when a CDN can serve several sizes. */
export interface ImageSource {
  src: string;
  srcSet: string | undefined;
}

const NON_IMAGE_EXTENSIONS = new Set([
  'mp4',
  'm4v',
  'mov',
  'webm',
  'ogv',
  'avi',
  'mkv',
  'mp3',
  'wav',
  'ogg',
  'pdf',
  'zip',
  'json',
  'html',
  'htm',
  'txt',
  'js',
  'css',
]);

function parseImageUrl(url: string): URL {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(
      trimmed,
      trimmed.startsWith('/') && !trimmed.startsWith('//') ? 'http://relative.invalid' : undefined,
    );
  } catch {
    throw new ImageUrlError('invalid-url', url);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ImageUrlError('invalid-url', url);
  const extension = /\.([a-z0-9]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase();
  const cloudinaryAsset = /\/(video|raw)\/(upload|fetch|private|authenticated)\//.test(parsed.pathname);
  if (cloudinaryAsset || (extension !== undefined && NON_IMAGE_EXTENSIONS.has(extension))) {
    throw new ImageUrlError('not-an-image', url);
  }
  return parsed;
}

function isSigned(parsed: URL, provider: ImageCdn): boolean {
  const query = parsed.searchParams;
  if (query.has('X-Amz-Signature') || (query.has('Signature') && query.has('Key-Pair-Id'))) return true;
  if (provider === 'imgix') return query.has('s');
  if (provider === 'cloudinary') return /\/s--[A-Za-z0-9_-]+--\//.test(parsed.pathname);
  return false;
}

function dimension(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(value)));
}

/** Data and blob URLs (the default placeholder) are used as they are. */
function isInline(url: string): boolean {
  return /^(data|blob):/i.test(url.trim());
}

/**
 * The URL of `url` transformed by its image CDN (imgix or Cloudinary, through unpic's
 * transformers). Width and height are capped at 4000. A URL on neither CDN's hosts comes back
 * unchanged unless a `fallback` is set: the sandbox serves plain files.
 *
 * @throws {ImageUrlError} `invalid-url` for anything but an http(s) or root-relative URL,
 * `not-an-image` for video and document assets, `signed-url` for a signed CDN URL (changing its
 * parameters would break the signature).
 */
export function transformImageUrl(url: string, transform: ImageTransform, cdn: ImageCdnOptions = {}): string {
  if (isInline(url)) return url;
  const parsed = parseImageUrl(url);
  const chosen = cdn.provider ?? detectImageCdn(parsed) ?? cdn.fallback;
  if (!chosen) return url.trim();
  if (isSigned(parsed, chosen)) throw new ImageUrlError('signed-url', url);
  const width = dimension(transform.width);
  const height =
    dimension(transform.height) ??
    (width !== undefined && transform.aspectRatio
      ? dimension((width * transform.aspectRatio[1]) / transform.aspectRatio[0])
      : undefined);
  const ratio = transform.aspectRatio ? `${transform.aspectRatio[0]}:${transform.aspectRatio[1]}` : undefined;
  const operations = {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(transform.quality !== undefined ? { quality: transform.quality } : {}),
  };
  const result =
    chosen === 'imgix'
      ? imgix(url.trim(), {
          ...operations,
          ...(transform.crop ? { fit: 'crop' } : {}),
          ...(transform.autoCompress ? { auto: 'compress,format' } : {}),
          ...(transform.dpr ? { dpr: transform.dpr } : {}),
          ...(ratio ? { ar: ratio } : {}),
        })
      : cloudinary(url.trim(), {
          ...operations,
          ...(transform.crop ? { c: 'fill' } : {}),
          ...(transform.dpr ? { dpr: transform.dpr } : {}),
          // Cloudinary also takes a decimal ratio, which needs no escaping in a path segment.
          ...(transform.aspectRatio
            ? { ar: String(transform.aspectRatio[0] / transform.aspectRatio[1]) }
            : {}),
        });
  return result ?? url.trim();
}

function srcSetOf(entries: readonly { url: string; descriptor: string }[]): string | undefined {
  const unique = new Map<string, string>();
  for (const entry of entries) if (!unique.has(entry.descriptor)) unique.set(entry.descriptor, entry.url);
  const urls = new Set(unique.values());
  // Without a CDN every candidate is the same file: a srcset would only mislead the browser.
  if (urls.size < 2) return undefined;
  return [...unique].map(([descriptor, url]) => `${url} ${descriptor}`).join(', ');
}

/** A responsive image: one candidate per width (320 … 1920 by default), `w` descriptors. */
export function responsiveImage(
  url: string,
  options: { widths?: readonly number[]; aspectRatio?: readonly [number, number]; crop?: boolean } = {},
  cdn: ImageCdnOptions = {},
): ImageSource {
  const widths = [...(options.widths ?? RESPONSIVE_IMAGE_WIDTHS)].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? 1920;
  const candidate = (width: number) =>
    transformImageUrl(
      url,
      {
        width,
        aspectRatio: options.aspectRatio,
        crop: options.crop ?? options.aspectRatio !== undefined,
        autoCompress: true,
      },
      cdn,
    );
  return {
    src: candidate(largest),
    srcSet: srcSetOf(widths.map((width) => ({ url: candidate(width), descriptor: `${dimension(width)}w` }))),
  };
}

/**
 * The location banner: cropped to 10:1, auto compress and format, responsive widths 320 … 1920
 * (spec 1 §9).
 */
export function bannerImage(url: string, cdn: ImageCdnOptions = {}): ImageSource {
  return responsiveImage(url, { aspectRatio: [BANNER_ASPECT_RATIO, 1] }, cdn);
}

/**
 * A landing card image: 220, 330 and 440 px wide at pixel ratios 1 and 2, quality 85 (spec 1 §9).
 * The candidates are the distinct rendered widths (220, 330, 440, 660, 880) with `w` descriptors;
 * the 220 px one is the `src`.
 */
export function cardImage(url: string, cdn: ImageCdnOptions = {}): ImageSource {
  const widths = CARD_IMAGE_WIDTHS.flatMap((width) => CARD_IMAGE_PIXEL_RATIOS.map((ratio) => width * ratio));
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const candidate = (width: number) => transformImageUrl(url, { width, quality: IMAGE_QUALITY }, cdn);
  return {
    src: candidate(CARD_IMAGE_WIDTHS[0]),
    srcSet: srcSetOf(sorted.map((width) => ({ url: candidate(width), descriptor: `${width}w` }))),
  };
}

/** The search page's card image: 200×200 cropped, at 1×, 2× and 3× (`x` descriptors; spec 1 §9). */
export function searchCardImage(url: string, cdn: ImageCdnOptions = {}): ImageSource {
  const candidate = (ratio: number) =>
    transformImageUrl(
      url,
      { width: SEARCH_CARD_IMAGE_SIZE * ratio, height: SEARCH_CARD_IMAGE_SIZE * ratio, crop: true },
      cdn,
    );
  return {
    src: candidate(1),
    srcSet: srcSetOf(
      SEARCH_CARD_PIXEL_RATIOS.map((ratio) => ({ url: candidate(ratio), descriptor: `${ratio}x` })),
    ),
  };
}

/** The blurred low-quality placeholder shown while the image loads: 24 px wide (spec 1 §9). */
export function lowQualityPlaceholderUrl(url: string, cdn: ImageCdnOptions = {}): string {
  return transformImageUrl(url, { width: LOW_QUALITY_PLACEHOLDER_WIDTH, autoCompress: true }, cdn);
}
