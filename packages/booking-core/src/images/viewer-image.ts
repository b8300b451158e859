// The image viewer's URL, apart from `cdn.ts`: only the viewer's lazy chunk uses it, and a module
// of the landing's first load would carry it there.
import { IMAGE_QUALITY, type ImageCdnOptions, transformImageUrl } from './cdn';

/** The image viewer's pixel ratio (spec 2 §9). */
export const VIEWER_PIXEL_RATIO = 2;

/**
 * The image viewer's URL: auto compress and format, fit crop, quality 85, pixel ratio 2, in the
 * viewer's box (spec 2 §9).
 *
 * @throws {ImageUrlError} for a URL the CDN cannot transform, as `transformImageUrl` does.
 */
export function viewerImageUrl(
  url: string,
  box: { width: number; height: number },
  cdn: ImageCdnOptions = {},
): string {
  return transformImageUrl(
    url,
    {
      width: box.width,
      height: box.height,
      crop: true,
      autoCompress: true,
      quality: IMAGE_QUALITY,
      dpr: VIEWER_PIXEL_RATIO,
    },
    cdn,
  );
}
