import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, formatRating, roundRating, starFills } from './rating';

describe('roundRating (spec 1 §2: 0 to 5, nearest half)', () => {
  it.each([
    [0, 0],
    [3, 3],
    [3.2, 3],
    [3.24, 3],
    [3.25, 3.5],
    [3.5, 3.5],
    [3.74, 3.5],
    [3.75, 4],
    [4.9, 5],
    [5, 5],
    [7, 5],
    [-1, 0],
    [0.2, 0],
    [0.25, 0.5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (value, expected) => {
    expect(roundRating(value)).toBe(expected);
  });
});

describe('starFills', () => {
  it('fills whole stars, then one half, then empties', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
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

describe('DEFAULT_RATING', () => {
  it('is 3 (spec 1 §2)', () => {
    expect(DEFAULT_RATING).toBe(3);
  });
});
