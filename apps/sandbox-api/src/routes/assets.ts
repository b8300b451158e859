import type { Context, Hono } from 'hono';
import type { Rgb } from '../assets/png';
import { attractionSvg, flagSvg, locationSvg, seatMapSvg } from '../assets/svg';
import { billingCountry } from '../data/countries';
import { NotFoundError } from '../errors';
import type { SandboxEnv } from '../http/env';
import { hash } from '../random';

/** Default banner size (spec 1 §9: 1160 by 160). */
const BANNER = { width: 1160, height: 160 } as const;
const MAX_SVG_SIDE = 4000;
/** Raster banners are drawn pixel by pixel; larger requests are clamped. */
const MAX_PNG_SIDE = 2000;

const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=86400' };

/** `?w=&h=` as an image CDN reads them, each clamped to 1…max; `dpr` multiplies both. */
function requestedSize(c: Context<SandboxEnv>, fallback: { width: number; height: number }, max: number) {
  const dpr = Math.min(3, Math.max(1, Number(c.req.query('dpr')) || 1));
  const read = (name: string, value: number) => {
    const parsed = Math.round((Number(c.req.query(name)) || value) * dpr);
    return Math.min(max, Math.max(1, parsed));
  };
  const width = read('w', fallback.width);
  // A width alone keeps the ratio.
  const height = c.req.query('h')
    ? read('h', fallback.height)
    : Math.max(1, Math.round((width * fallback.height) / fallback.width));
  return { width, height: Math.min(max, height) };
}

const svg = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', ...CACHE_HEADERS } });

const pngCache = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * A landscape banner as PNG, cached. The encoder needs node:zlib, so it is imported here, lazily:
 * in a browser (the in-process sandbox) this fails and the caller serves the SVG banner instead.
 */
async function bannerPng(
  key: string,
  width: number,
  height: number,
  seed: number,
  colours: readonly [string, string, string],
) {
  const found = pngCache.get(key);
  if (found) return found;
  const { encodePng, hexToRgb, renderLandscape } = await import('../assets/png');
  const palette: readonly [Rgb, Rgb, Rgb] = [
    hexToRgb(colours[0]),
    hexToRgb(colours[1]),
    hexToRgb(colours[2]),
  ];
  const png = new Uint8Array(encodePng(width, height, renderLandscape(width, height, seed, palette)));
  pngCache.set(key, png);
  if (pngCache.size > 64) pngCache.delete(pngCache.keys().next().value ?? key);
  return png;
}

const LANDSCAPES: ReadonlyArray<readonly [string, string, string]> = [
  ['#1e3a8a', '#93c5fd', '#15803d'],
  ['#7c2d12', '#fdba74', '#a16207'],
  ['#0f172a', '#818cf8', '#334155'],
  ['#0e7490', '#a5f3fc', '#166534'],
];

/** Generated images under `/assets/…`: attraction photos, seat maps, flags and location banners. */
export function assetRoutes(app: Hono<SandboxEnv>): void {
  app.get('/assets/*', async (c) => {
    const catalog = c.get('state').catalog();
    const parts = new URL(c.req.url).pathname.split('/').slice(2).map(decodeURIComponent);
    const [first = '', second, third] = parts;
    const missing = () => {
      throw new NotFoundError(`No image at ${new URL(c.req.url).pathname}.`);
    };

    if (first === 'flags' && second && !third) {
      const code = second.replace(/\.svg$/, '');
      const country = second.endsWith('.svg') ? billingCountry(code) : undefined;
      return country ? svg(flagSvg(code, country.flag)) : missing();
    }
    if (first === 'attractions' && second && third) {
      const attraction = catalog.attraction(second);
      const index = Number(third.replace(/\.svg$/, ''));
      const image = attraction?.images[index - 1];
      if (!attraction || !image || !third.endsWith('.svg')) return missing();
      const size = requestedSize(c, image, MAX_SVG_SIDE);
      return svg(
        attractionSvg({
          id: attraction.id,
          name: attraction.name,
          category: attraction.category,
          index,
          total: attraction.images.length,
          ...size,
        }),
      );
    }
    if (first === 'seatmaps' && second && !third) {
      const attraction = catalog.attraction(second.replace(/\.svg$/, ''));
      if (!attraction?.seatMap || !second.endsWith('.svg')) return missing();
      return svg(
        seatMapSvg({
          name: attraction.name,
          venue: attraction.venue,
          sections: attraction.sections.map((s) => s.name),
        }),
      );
    }

    // Location banners: /assets/{country}.{png|svg}, /assets/{country}/{city}.{png|svg}, and the
    // country banner the storefront asks for, /assets/{country}/{country}.{png|svg}.
    const file = third === undefined ? (second ?? first) : undefined;
    const match = file ? /^(.+)\.(png|svg)$/.exec(file) : null;
    if (!file || !match || parts.length > 2) return missing();
    const [, slug = '', extension] = match;
    const country = catalog.country(second === undefined ? slug : first);
    const countryItself = second === undefined || slug === first;
    const city = countryItself ? undefined : catalog.city(slug);
    if (!country || (!countryItself && city?.country !== country.slug)) return missing();
    const name = city ? city.names.en : (country.names.en ?? country.slug);
    const seed = hash(`${country.slug}/${city?.slug ?? ''}`);
    if (extension === 'svg') {
      const size = requestedSize(c, BANNER, MAX_SVG_SIDE);
      return svg(locationSvg(name, size.width, size.height, seed));
    }
    const size = requestedSize(c, BANNER, MAX_PNG_SIDE);
    const colours = LANDSCAPES[seed % LANDSCAPES.length] ?? ['#1e3a8a', '#93c5fd', '#15803d'];
    try {
      const png = await bannerPng(
        `${country.slug}/${city?.slug ?? ''}@${size.width}x${size.height}`,
        size.width,
        size.height,
        seed,
        colours,
      );
      return new Response(png, { headers: { 'Content-Type': 'image/png', ...CACHE_HEADERS } });
    } catch {
      return svg(locationSvg(name, size.width, size.height, seed));
    }
  });
}
