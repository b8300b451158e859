/** The highest rating (spec 1 §2: 0 to 5). */
export const MAX_RATING = 5;

/** The rating shown when none is given (spec 1 §2). */
export const DEFAULT_RATING = 3;

/** How one of the five stars is drawn. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * A rating as the widget shows it: clamped to 0–5 and rounded to the nearest half (spec 1 §2);
 * anything that is not a finite number reads as 0 (an attraction without a rating, spec 1 §3).
 */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(MAX_RATING, Math.max(0, value));
  return Math.round(clamped * 2) / 2;
}

/** The fill of each of the five stars for a rating already rounded by {@link roundRating}. */
export function starFills(rounded: number): StarFill[] {
  return Array.from({ length: MAX_RATING }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}

// One formatter per locale, kept: a grid of 200 cards formats 200 ratings.
const ratingFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rounded rating written in `locale`'s digits and decimal mark, one decimal at most: '4.5' in
 * en-GB, '4,5' in de-DE, '٤٫٥' in ar-SA.
 */
export function formatRating(rating: number, locale: string): string {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(rating);
}
