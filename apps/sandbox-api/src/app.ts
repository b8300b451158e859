import type { Location, LocationSearchResponse } from '@coras/api-client';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

// A first slice of the sandbox: enough of the Coras v2 API for the playground's smoke page.
// The full sandbox (every path of the document, holds, sessions, payments, faults) is issue #3.

const locations: Location[] = [
  {
    location_type: 'country',
    name: 'Ireland',
    slug: 'ireland',
    names: { en: 'Ireland', ga: 'Éire', de: 'Irland' },
  },
  {
    location_type: 'city',
    name: 'Dublin',
    slug: 'dublin',
    parent_location: { slug: 'ireland', name: 'Ireland' },
  },
  {
    location_type: 'city',
    name: 'Cork',
    slug: 'cork',
    parent_location: { slug: 'ireland', name: 'Ireland' },
  },
  { location_type: 'country', name: 'Denmark', slug: 'denmark', names: { en: 'Denmark', da: 'Danmark' } },
  {
    location_type: 'city',
    name: 'Copenhagen',
    slug: 'copenhagen',
    parent_location: { slug: 'denmark', name: 'Denmark' },
  },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Localhost origins only: the sandbox serves the developer's own pages. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/** The sandbox as a Hono app: `app.fetch(request)` serves it in-process, `server.ts` on a port. */
export function createSandboxApp() {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => (isLocalOrigin(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'Coras-Distributor', 'Booking-Session', 'Idempotency-Key'],
      exposeHeaders: ['booking-session-expires', 'Retry-After'],
    }),
  );
  app.get('/:version/locations/search', (c) => {
    const term = fold(c.req.query('query') ?? '');
    const body: LocationSearchResponse = {
      popular: locations.filter((location) => location.location_type === 'country'),
      results: term.length >= 3 ? locations.filter((location) => fold(location.name).includes(term)) : [],
    };
    return c.json(body);
  });
  app.get('/:version/geolocation', (c) =>
    c.json({ slug: 'ireland', name: 'Ireland', location_type: 'country' }),
  );
  app.notFound((c) => c.json({ message: `No such path: ${c.req.method} ${c.req.path}`, code: 404 }, 404));
  return app;
}
