import { describe, expect, it } from 'vitest';
import { ImageUrlError } from './cdn';
import { viewerImageUrl } from './viewer-image';

const IMGIX = 'https://coras.imgix.net/attractions/cork.jpg';
const PLAIN = 'http://127.0.0.1:4010/assets/attractions/cork.png';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('viewerImageUrl (spec 2 §9)', () => {
  it('asks the CDN for auto compress and format, fit crop, q85, dpr 2 in the box', () => {
    expect(params(viewerImageUrl(IMGIX, { width: 1200, height: 800 }))).toEqual({
      w: '1200',
      h: '800',
      fit: 'crop',
      auto: 'compress,format',
      q: '85',
      dpr: '2',
    });
  });

  it('uses a URL without a CDN as it is', () => {
    expect(viewerImageUrl(PLAIN, { width: 10, height: 10 })).toBe(PLAIN);
  });

  it('throws ImageUrlError for a URL the CDN cannot transform', () => {
    expect(() => viewerImageUrl('https://coras.imgix.net/a.jpg?s=abc', { width: 10, height: 10 })).toThrow(
      ImageUrlError,
    );
  });
});
