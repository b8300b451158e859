import { describe, expect, it } from 'vitest';
import {
  chooseBestImage,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
  imageScore,
  PLACEHOLDER_IMAGE_SIZE,
} from './best-image';

describe('imageScore', () => {
  it('is log(area) / 20 + 0.3 × squareness', () => {
    expect(imageScore(200, 200)).toBeCloseTo(Math.log(40000) / 20 + 0.3, 12);
    expect(imageScore(400, 100)).toBeCloseTo(Math.log(40000) / 20 + 0.3 * 0.25, 12);
    expect(imageScore(100, 400)).toBe(imageScore(400, 100));
  });
});

describe('chooseBestImage', () => {
  it('prefers the higher score: a square beats a strip of the same area', () => {
    const best = chooseBestImage([
      { url: 'strip', width: 800, height: 200 },
      { url: 'square', width: 400, height: 400 },
    ]);
    expect(best).toEqual({ url: 'square', width: 400, height: 400, placeholder: false });
  });

  it('lets a much larger image beat a small square', () => {
    expect(
      chooseBestImage([
        { url: 'small-square', width: 100, height: 100 },
        { url: 'large-wide', width: 3000, height: 1500 },
      ]).url,
    ).toBe('large-wide');
  });

  it('skips entries lacking url, width or height, or with non-positive size', () => {
    const best = chooseBestImage([
      { width: 5000, height: 5000 },
      { url: '', width: 5000, height: 5000 },
      { url: 'no-width', height: 5000 },
      { url: 'no-height', width: 5000 },
      { url: 'zero', width: 0, height: 5000 },
      { url: 'negative', width: 5000, height: -1 },
      { url: 'nan', width: Number.NaN, height: 10 },
      { url: 'null', width: null, height: null },
      { url: 'ok', width: 10, height: 10 },
    ]);
    expect(best.url).toBe('ok');
  });

  it('keeps the first on a tie', () => {
    expect(
      chooseBestImage([
        { url: 'first', width: 300, height: 200 },
        { url: 'second', width: 200, height: 300 },
      ]).url,
    ).toBe('first');
  });

  it('answers a 200×200 placeholder when none qualifies', () => {
    expect(chooseBestImage([])).toEqual({
      url: DEFAULT_PLACEHOLDER_IMAGE_URL,
      width: PLACEHOLDER_IMAGE_SIZE,
      height: 200,
      placeholder: true,
    });
    expect(chooseBestImage(undefined, 'https://assets/placeholder.png')).toMatchObject({
      url: 'https://assets/placeholder.png',
      placeholder: true,
    });
    expect(DEFAULT_PLACEHOLDER_IMAGE_URL).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(DEFAULT_PLACEHOLDER_IMAGE_URL)).toContain('width="200" height="200"');
  });
});
