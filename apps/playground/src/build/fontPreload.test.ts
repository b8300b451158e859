import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './fontPreload';

describe('fontPreloadTags', () => {
  const files = [
    'assets/main-BQotK_sX.js',
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    'assets/inter-latin-ext-wght-normal-C0ffee12.woff2',
    'assets/inter-latin-wght-italic-Ab12Cd34.woff2',
  ];

  it('preloads the named faces only, as fonts fetched without credentials', () => {
    expect(fontPreloadTags(files, ['inter-latin-wght-normal'])).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('serves them under the build’s base path', () => {
    const [tag] = fontPreloadTags(files, ['inter-latin-wght-normal'], '/playground/');
    expect(tag?.attrs?.href).toBe('/playground/assets/inter-latin-wght-normal-Dx4kXJAl.woff2');
  });

  it('preloads nothing when the bundle holds no such face', () => {
    expect(fontPreloadTags(files, ['roboto-latin'])).toEqual([]);
  });
});
