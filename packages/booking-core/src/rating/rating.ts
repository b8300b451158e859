import { numberFormat } from '../locale/locales';

/** The star rating shown when none is given (spec 1 §2). */
export const DEFAULT_RATING = 3;
/** The highest rating. */
export const MAX_RATING = 5;

/** A rating clamped to 0–5 and rounded to the nearest half; 3 when missing or not a number (spec 1 §2). */
export function roundRating(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_RATING;
  return Math.round(Math.min(MAX_RATING, Math.max(0, value)) * 2) / 2;
}

/** How each of the five stars is filled, for a rounded rating: `[1, 1, 1, 0.5, 0]` for 3.5. */
export function starFills(rating: number): (0 | 0.5 | 1)[] {
  const rounded = roundRating(rating);
  return Array.from({ length: MAX_RATING }, (_, index) => {
    const fill = rounded - index;
    return fill >= 1 ? 1 : fill >= 0.5 ? 0.5 : 0;
  });
}

/**
 * A rounded rating written in `locale`'s digits and decimal mark, one decimal at most: '4.5' in
 * en-GB, '4,5' in de-DE, '٤٫٥' in ar-SA.
 */
export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(rating);
}
