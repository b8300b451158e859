import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACEHOLDER_IMAGE_URL } from './best-image';
import { bannerImage } from './cdn';
import { type ResolvedImage, resolveImage } from './image-file';

const imgix = 'https://coras.imgix.net/tours/cliffs.jpg';

/** The resolved image of a URL the builder accepts. */
function resolved(...args: Parameters<typeof resolveImage>): ResolvedImage {
  const image = resolveImage(...args);
  if (!image) throw new Error(`${args[0]} was not resolved`);
  return image;
}

describe('resolveImage (spec 1 §4, §8, §9)', () => {
  it('shows the placeholder for an item with no image URL, never an endless "loading"', () => {
    const placeholder = { src: DEFAULT_PLACEHOLDER_IMAGE_URL, srcSet: undefined, placeholderSrc: undefined };
    expect(resolveImage(undefined, 'card')).toEqual(placeholder);
    expect(resolveImage(null, 'none')).toEqual(placeholder);
    expect(resolveImage('')).toEqual(placeholder);
    expect(resolveImage('  ', 'banner')).toEqual(placeholder);
  });

  it("sizes a CDN image with the transform's candidates and a 24 px placeholder", () => {
    const card = resolved(imgix, 'card');
    expect(card.src).toBe(`${imgix}?w=220&q=85&fit=min&auto=format`);
    expect(card.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '220w',
      '330w',
      '440w',
      '660w',
      '880w',
    ]);
    expect(card.placeholderSrc).toContain('w=24');
    expect(resolved(imgix, 'searchCard').srcSet).toMatch(/ 3x$/);
    expect(resolved(imgix).srcSet).toContain('1920w');
  });

  it("crops the location banner to 10:1 with 'banner', at the responsive widths", () => {
    const banner = resolved(imgix, 'banner');
    expect(banner).toEqual({ ...banner, ...bannerImage(imgix) });
    expect(banner.srcSet).toContain('1920w');
    expect(banner.src).not.toBe(resolved(imgix).src);
  });

  it("keeps the URL as it is with 'none', placeholder included", () => {
    const none = resolved(imgix, 'none');
    expect(none).toMatchObject({ src: imgix, srcSet: undefined });
    expect(none.placeholderSrc).toContain('w=24');
  });

  it('uses a file of no CDN, and an inline image, as it is, with no srcset or placeholder', () => {
    expect(resolveImage('/fixtures/images/cliffs.svg', 'card')).toEqual({
      src: '/fixtures/images/cliffs.svg',
      srcSet: undefined,
      placeholderSrc: undefined,
    });
    expect(resolveImage(DEFAULT_PLACEHOLDER_IMAGE_URL, 'card')).toEqual({
      src: DEFAULT_PLACEHOLDER_IMAGE_URL,
      srcSet: undefined,
      placeholderSrc: undefined,
    });
  });

  it('refuses what the CDN builder rejects: the view then shows the fallback', () => {
    expect(resolveImage('/fixtures/tour.mp4', 'responsive')).toBe(false);
    expect(resolveImage('ftp://example.com/a.jpg', 'card')).toBe(false);
    expect(resolveImage(`${imgix}?s=abc123`, 'card')).toBe(false);
    // 'none' builds nothing, so nothing is refused.
    expect(resolveImage('/fixtures/tour.mp4', 'none')).toMatchObject({ src: '/fixtures/tour.mp4' });
  });
});
