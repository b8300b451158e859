/** An image with a usable intrinsic size. */
export interface SizedImage {
  url: string;
  width: number;
  height: number;
}

/** The chosen image, and whether it is the placeholder because no entry qualified. */
export interface ChosenImage extends SizedImage {
  placeholder: boolean;
}

/** The placeholder's size, used when no entry qualifies (spec 1 §5, §9). */
export const PLACEHOLDER_IMAGE_SIZE = 200;

/** A neutral 200×200 placeholder that needs no request: the default placeholder URL. */
export const DEFAULT_PLACEHOLDER_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#e5e7eb"/></svg>',
)}`;

/** An entry as the API may send it: any field may be missing. */
export interface ImageCandidate {
  url?: string | null | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
}

function qualifies(entry: ImageCandidate): entry is SizedImage {
  const { url, width, height } = entry;
  return (
    typeof url === 'string' &&
    url.trim() !== '' &&
    typeof width === 'number' &&
    typeof height === 'number' &&
    Number.isFinite(width) &&
    Number.isFinite(height) &&
    width > 0 &&
    height > 0
  );
}

/**
 * The score of an image (spec 1 §5): `log(area) / 20 + 0.3 × squareness`, where squareness is the
 * short side over the long side (1 for a square). Bigger and squarer wins.
 */
export function imageScore(width: number, height: number): number {
  return Math.log(width * height) / 20 + 0.3 * (Math.min(width, height) / Math.max(width, height));
}

/**
 * The best image of a list (spec 1 §5): entries lacking url, width or height, or with a
 * non-positive size, are skipped; the highest {@link imageScore} wins (the first on a tie); with
 * none left, a 200×200 placeholder.
 */
export function chooseBestImage(
  entries: readonly ImageCandidate[] | null | undefined,
  placeholderUrl: string = DEFAULT_PLACEHOLDER_IMAGE_URL,
): ChosenImage {
  let best: SizedImage | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const entry of entries ?? []) {
    if (!qualifies(entry)) continue;
    const score = imageScore(entry.width, entry.height);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  if (!best) {
    return {
      url: placeholderUrl,
      width: PLACEHOLDER_IMAGE_SIZE,
      height: PLACEHOLDER_IMAGE_SIZE,
      placeholder: true,
    };
  }
  return { url: best.url, width: best.width, height: best.height, placeholder: false };
}
