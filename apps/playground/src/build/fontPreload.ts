import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The `<link rel="preload">` of the built font files whose names start with one of `fonts`: the
 * browser fetches them with the page's script rather than once the first layout has found text
 * in them, so the first paint's text is in the right face and no request waits on that layout.
 *
 * @param files the built bundle's file names (`assets/inter-latin-wght-normal-Dx4k.woff2`, …)
 * @param base the public path the files are served under (Vite's `base`)
 */
export function fontPreloadTags(
  files: Iterable<string>,
  fonts: readonly string[],
  base = '/',
): HtmlTagDescriptor[] {
  return [...files]
    .filter(
      (file) =>
        file.endsWith('.woff2') && fonts.some((font) => file.split('/').pop()?.startsWith(`${font}-`)),
    )
    .map((file) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${file}` },
      injectTo: 'head',
    }));
}

/**
 * Preloads `fonts` (file-name stems of the faces the first screen uses) in the built `index.html`.
 * Only the first screen's faces: a preloaded file the page does not use is a wasted download.
 */
export function preloadFonts(fonts: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'coras-playground:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.path.endsWith('/index.html')) return [];
        return fontPreloadTags(Object.keys(context.bundle), fonts, base);
      },
    },
  };
}
