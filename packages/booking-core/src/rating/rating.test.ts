import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, formatRating, roundRating, starFills } from './rating';

describe('roundRating (spec 1 §2)', () => {
  it.each([
    [3.24, 3],
    [3.25, 3.5],
    [3.74, 3.5],
    [3.75, 4],
    [-1, 0],
    [7, 5],
    [undefined, 3],
    [null, 3],
    [Number.NaN, 3],
  ])('%s → %s', (value, rounded) => {
    expect(roundRating(value)).toBe(rounded);
  });

  it('defaults to 3 and fills stars by halves', () => {
    expect(DEFAULT_RATING).toBe(3);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('formatRating', () => {
  it("writes a rating in the locale's digits and decimal mark, one decimal at most", () => {
    expect(formatRating(4.5, 'en-GB')).toBe('4.5');
    expect(formatRating(4.5, 'de-DE')).toBe('4,5');
    expect(formatRating(4, 'fr-FR')).toBe('4');
    expect(formatRating(3.5, 'ar-SA')).toBe(new Intl.NumberFormat('ar-SA').format(3.5));
    expect(formatRating(4.25, 'en-GB')).toBe('4.3');
  });
});
