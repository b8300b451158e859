import { describe, expect, it } from 'vitest';
import {
  bannerImage,
  cardImage,
  ImageUrlError,
  lowQualityPlaceholderUrl,
  MAX_IMAGE_DIMENSION,
  RESPONSIVE_IMAGE_WIDTHS,
  responsiveImage,
  searchCardImage,
  transformImageUrl,
} from './cdn';

const IMGIX = 'https://coras.imgix.net/attractions/cork.jpg';
const CLOUDINARY = 'https://res.cloudinary.com/coras/image/upload/v1/attractions/cork.jpg';
const PLAIN = 'http://127.0.0.1:4010/assets/attractions/cork.png';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
const srcSetEntries = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, descriptor };
  });

describe('transformImageUrl through unpic', () => {
  it('writes imgix parameters for an imgix URL', () => {
    const url = transformImageUrl(IMGIX, {
      width: 440,
      height: 220,
      quality: 85,
      crop: true,
      dpr: 2,
      autoCompress: true,
    });
    expect(url.startsWith(`${IMGIX}?`)).toBe(true);
    expect(params(url)).toEqual({
      w: '440',
      h: '220',
      q: '85',
      fit: 'crop',
      dpr: '2',
      auto: 'compress,format',
    });
  });

  it('writes Cloudinary transformations for a Cloudinary URL', () => {
    const url = transformImageUrl(CLOUDINARY, { width: 440, height: 220, quality: 85, crop: true, dpr: 2 });
    expect(url).toMatch(/\/image\/upload\/[^/]*c_fill[^/]*\/v1\/attractions\/cork\.jpg$/);
    for (const part of ['w_440', 'h_220', 'q_85', 'dpr_2']) expect(url).toContain(part);
  });

  it('replaces parameters already on the URL rather than adding a second set', () => {
    const url = transformImageUrl(`${IMGIX}?w=10&h=10`, { width: 24 });
    expect(params(url)).toMatchObject({ w: '24' });
    expect(new URL(url).searchParams.getAll('w')).toEqual(['24']);
  });

  it('leaves a URL without a known CDN unchanged, unless a fallback provider is set', () => {
    expect(transformImageUrl(PLAIN, { width: 440 })).toBe(PLAIN);
    expect(transformImageUrl('/assets/x.png', { width: 440 })).toBe('/assets/x.png');
    expect(params(transformImageUrl(PLAIN, { width: 440 }, { fallback: 'imgix' }))).toMatchObject({
      w: '440',
    });
    expect(params(transformImageUrl(PLAIN, { width: 440 }, { provider: 'imgix' }))).toMatchObject({
      w: '440',
    });
  });

  it('uses a URL of a CDN other than imgix and Cloudinary unchanged', () => {
    const shopify = 'https://cdn.shopify.com/s/files/1/0/files/cork.jpg';
    expect(transformImageUrl(shopify, { width: 440 })).toBe(shopify);
  });

  it("tells the CDN by an https URL's host, imgix-served hosts included", () => {
    const sanity = 'https://cdn.sanity.io/images/p/d/cork.jpg';
    expect(params(transformImageUrl(sanity, { width: 440 }))).toMatchObject({ w: '440' });
    const subdomain = 'https://coras-res.cloudinary.com/image/upload/v1/cork.jpg';
    expect(transformImageUrl(subdomain, { width: 440 })).toContain('w_440');
    // A look-alike host is not the CDN's, and plain http is not detected.
    expect(transformImageUrl('https://imgix.net.example.com/cork.jpg', { width: 440 })).toBe(
      'https://imgix.net.example.com/cork.jpg',
    );
    expect(transformImageUrl('http://coras.imgix.net/cork.jpg', { width: 440 })).toBe(
      'http://coras.imgix.net/cork.jpg',
    );
  });

  it('caps width and height at 4000 and rounds them', () => {
    expect(MAX_IMAGE_DIMENSION).toBe(4000);
    expect(params(transformImageUrl(IMGIX, { width: 9000, height: 4000.4 }))).toMatchObject({
      w: '4000',
      h: '4000',
    });
    expect(params(transformImageUrl(IMGIX, { width: 0.2, height: Number.POSITIVE_INFINITY }))).toMatchObject({
      w: '1',
    });
    expect(
      params(transformImageUrl(IMGIX, { width: 0.2, height: Number.POSITIVE_INFINITY })),
    ).not.toHaveProperty('h');
  });

  it('passes data and blob URLs (the default placeholder) through untouched', () => {
    expect(transformImageUrl('data:image/svg+xml,%3Csvg%3E', { width: 10 })).toBe(
      'data:image/svg+xml,%3Csvg%3E',
    );
    expect(transformImageUrl('blob:https://x/1', { width: 10 })).toBe('blob:https://x/1');
  });

  describe('errors for invalid URLs (spec 1 §8)', () => {
    it.each(['', 'not a url', 'ftp://host/x.jpg', 'javascript:alert(1)', '//host/x.jpg', 'http://'])(
      'invalid image URL: %j',
      (url) => {
        const error = (() => {
          try {
            transformImageUrl(url, { width: 10 });
          } catch (caught) {
            return caught;
          }
        })();
        expect(error).toBeInstanceOf(ImageUrlError);
        expect(error).toMatchObject({ reason: 'invalid-url', name: 'ImageUrlError', url });
        expect((error as Error).message).toMatch(/^Invalid image URL/);
      },
    );

    it.each([
      'https://coras.imgix.net/clips/intro.mp4',
      'https://res.cloudinary.com/coras/video/upload/v1/intro.jpg',
      'http://127.0.0.1:4010/docs/terms.pdf',
    ])('the transformer supports only images: %s', (url) => {
      expect(() => transformImageUrl(url, { width: 10 })).toThrow(
        expect.objectContaining({
          reason: 'not-an-image',
          message: expect.stringMatching(/supports only images/),
        }),
      );
    });

    it.each([
      `${IMGIX}?w=100&s=0123456789abcdef`,
      'https://res.cloudinary.com/coras/image/upload/s--AbCd12_-34--/v1/cork.jpg',
      `${IMGIX}?X-Amz-Signature=abc`,
      `${IMGIX}?Signature=abc&Key-Pair-Id=K1`,
    ])('the transformer does not support signed URLs: %s', (url) => {
      expect(() => transformImageUrl(url, { width: 10 })).toThrow(
        expect.objectContaining({
          reason: 'signed-url',
          message: expect.stringMatching(/does not support signed URLs/),
        }),
      );
    });

    it('accepts a signed URL from a host it does not transform: nothing is changed, so nothing breaks', () => {
      const signed = `${PLAIN}?X-Amz-Signature=abc`;
      expect(transformImageUrl(signed, { width: 10 })).toBe(signed);
    });
  });
});

describe('the spec uses', () => {
  it('banner: 10:1 crop, auto compress and format, widths 320 … 1920', () => {
    const banner = bannerImage(IMGIX);
    const entries = srcSetEntries(banner.srcSet);
    expect(entries.map((entry) => entry.descriptor)).toEqual(
      RESPONSIVE_IMAGE_WIDTHS.map((width) => `${width}w`),
    );
    expect(params(entries[0]?.url ?? '')).toEqual({
      w: '320',
      h: '32',
      ar: '10:1',
      fit: 'crop',
      auto: 'compress,format',
    });
    expect(params(banner.src)).toMatchObject({ w: '1920', h: '192' });
  });

  it('card: 220, 330 and 440 at 1× and 2×, quality 85', () => {
    const card = cardImage(IMGIX);
    expect(params(card.src)).toEqual({ w: '220', q: '85', fit: 'min', auto: 'format' });
    const entries = srcSetEntries(card.srcSet);
    expect(entries.map((entry) => entry.descriptor)).toEqual(['220w', '330w', '440w', '660w', '880w']);
    for (const entry of entries)
      expect(params(entry.url)).toMatchObject({ w: entry.descriptor.slice(0, -1), q: '85' });
  });

  it('search card: 200×200 cropped at 1×, 2× and 3×', () => {
    const card = searchCardImage(IMGIX);
    expect(params(card.src)).toMatchObject({ w: '200', h: '200', fit: 'crop' });
    expect(srcSetEntries(card.srcSet).map((entry) => [entry.descriptor, params(entry.url).w])).toEqual([
      ['1x', '200'],
      ['2x', '400'],
      ['3x', '600'],
    ]);
  });

  it('low-quality placeholder: 24 px wide', () => {
    expect(params(lowQualityPlaceholderUrl(IMGIX))).toMatchObject({ w: '24' });
  });

  it('responsive widths can be chosen; an aspect ratio crops', () => {
    const image = responsiveImage(IMGIX, { widths: [640, 320], aspectRatio: [4, 3] });
    expect(srcSetEntries(image.srcSet).map((entry) => params(entry.url))).toEqual([
      expect.objectContaining({ w: '320', h: '240', fit: 'crop', ar: '4:3' }),
      expect.objectContaining({ w: '640', h: '480' }),
    ]);
    const uncropped = responsiveImage(IMGIX, { widths: [320, 640] });
    expect(params(uncropped.src)).toMatchObject({ w: '640', fit: 'min' });
    expect(responsiveImage(IMGIX, { widths: [] }).srcSet).toBeUndefined();
  });

  it('gives no srcset for a URL without a CDN: every candidate would be the same file', () => {
    expect(cardImage(PLAIN)).toEqual({ src: PLAIN, srcSet: undefined });
    expect(searchCardImage(PLAIN)).toEqual({ src: PLAIN, srcSet: undefined });
    expect(bannerImage(PLAIN)).toEqual({ src: PLAIN, srcSet: undefined });
    expect(lowQualityPlaceholderUrl(PLAIN)).toBe(PLAIN);
  });

  it('Cloudinary banners crop with c_fill and the 10:1 ratio', () => {
    const url = srcSetEntries(bannerImage(CLOUDINARY).srcSet)[0]?.url ?? '';
    for (const part of ['c_fill', 'w_320', 'h_32', 'ar_10,']) expect(url).toContain(part);
  });
});
