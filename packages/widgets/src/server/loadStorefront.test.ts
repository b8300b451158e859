// @vitest-environment node
import type { Attraction, LandingResponse } from '@coras/api-client';
import { createSandboxApp, FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadStorefront } from './index';

const HOST = 'http://sandbox.test';

/** The sandbox in-process, recording the addresses it is asked (path and query). */
function sandbox(options: Parameters<typeof createSandboxApp>[0] = {}) {
  const app = createSandboxApp({ today: '2026-11-21', ...options });
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    return app.fetch(request);
  };
  return { fetch, asked };
}

const silent = { warn: () => undefined, error: () => undefined };
const config = {
  apiHost: HOST,
  distributorId: 'test',
  locale: 'en-GB',
  currency: 'EUR',
  logger: silent,
} as const;

const landingOf = (data: Record<string, unknown>) =>
  Object.entries(data).find(([key]) => key.startsWith('@"landing",'))?.[1] as LandingResponse | undefined;

describe('loadStorefront (node, no browser globals)', () => {
  it('has no window or document to lean on', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it("loads a landing without a place for the visitor's located country, and its search", async () => {
    const api = sandbox({ geolocation: 'ireland' });
    const snapshot = await loadStorefront({ ...config, address: '/', fetch: api.fetch });
    expect(snapshot.status).toBe('ok');
    expect(snapshot.requested).toMatchObject({ page: 'landing', locale: 'en-GB', currency: 'EUR' });
    expect(snapshot.requested.country).toBeUndefined();
    expect(snapshot.page).toMatchObject({ page: 'landing', country: 'ireland' });
    expect(landingOf(snapshot.data)?.sections.length).toBeGreaterThan(0);
    expect(api.asked.map((address) => address.split('?')[0])).toEqual(
      expect.arrayContaining(['/v2/geolocation', '/v2/landing', '/v2/landing/filters']),
    );
    expect(snapshot.errors).toEqual({});
    // Serialisable as it is: what a server hands to the browser.
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it("loads a details page's attraction from its address, in the address's locale and currency", async () => {
    const api = sandbox();
    const id = FIXTURE_IDS.dublinWalkingTour;
    const snapshot = await loadStorefront({ ...config, address: `/de-DE/GBP/${id}`, fetch: api.fetch });
    expect(snapshot.status).toBe('ok');
    expect(snapshot.page).toMatchObject({ page: 'details', id, locale: 'de-DE', currency: 'GBP' });
    const [key, attraction] = Object.entries(snapshot.data)[0] ?? [];
    expect(key).toBe(`@"attraction","de-DE","GBP","${id}",`);
    expect((attraction as Attraction).coras_attraction_id).toBe(id);
  });

  it("says 'not-found' for an attraction that does not exist, with the page's failure under its key", async () => {
    const snapshot = await loadStorefront({
      ...config,
      address: '/en-GB/EUR/no-such-attraction',
      ...sandbox(),
    });
    expect(snapshot.status).toBe('not-found');
    expect(Object.values(snapshot.errors)).toEqual([expect.objectContaining({ kind: 'http', status: 404 })]);
  });

  it("says 'error' for an API that is down, and does not throw", async () => {
    // The client's retry waits and the first page's budget run on the global timers: faked here.
    vi.useFakeTimers();
    const pending = loadStorefront({
      ...config,
      address: '/en-GB/EUR?country=ireland',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    const snapshot = await pending;
    expect(snapshot.status).toBe('error');
    expect(Object.values(snapshot.errors).length).toBeGreaterThan(0);
    expect(Object.values(snapshot.errors)[0]).toMatchObject({ kind: 'network' });
  });

  it("says 'error' for a landing to locate while the API is down, leaving no promise unhandled", async () => {
    // The landing's search waits for the located place: when locating fails, the search fails too,
    // and a rejection nobody handles would end a Node server run with its defaults.
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    vi.useFakeTimers();
    try {
      const pending = loadStorefront({
        ...config,
        address: '/',
        fetch: () => Promise.reject(new TypeError('fetch failed')),
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect((await pending).status).toBe('error');
      // Node reports a rejection left unhandled once the task that left it ends: one more task.
      vi.useRealTimers();
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      vi.useRealTimers();
      process.off('unhandledRejection', record);
    }
  });

  it("carries the site's origin, reduced to its origin, for the page's absolute addresses", async () => {
    const api = sandbox();
    const snapshot = await loadStorefront({
      ...config,
      address: `/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`,
      origin: 'https://shop.example/tickets/?from=ad#top',
      fetch: api.fetch,
    });
    expect(snapshot.origin).toBe('https://shop.example');
    // JSON carries it as it is: the browser's hydration reads what the server wrote with.
    expect(JSON.parse(JSON.stringify(snapshot)).origin).toBe('https://shop.example');
    const without = await loadStorefront({ ...config, address: '/', fetch: api.fetch });
    expect('origin' in without).toBe(false);
  });

  it.each([
    ['a bare host', 'shop.example'],
    ['a path', '/tickets'],
    ['another scheme', 'ftp://shop.example'],
    ['a script', 'javascript:alert(1)'],
    ['an empty text', ''],
  ])('throws for an origin that is %s, naming it, before asking the API', async (_kind, origin) => {
    const api = sandbox();
    await expect(loadStorefront({ ...config, address: '/', origin, fetch: api.fetch })).rejects.toThrow(
      `loadStorefront: origin "${origin}" is not an absolute http(s) URL (e.g. https://shop.example)`,
    );
    expect(api.asked).toEqual([]);
  });

  it('keeps two calls at once apart: each asks in its own locale and currency, under its own keys', async () => {
    const [inEuros, inPounds] = [sandbox(), sandbox()];
    const [euros, pounds] = await Promise.all([
      loadStorefront({ ...config, address: '/en-GB/EUR?country=ireland', fetch: inEuros.fetch }),
      loadStorefront({ ...config, address: '/de-DE/GBP?country=ireland', fetch: inPounds.fetch }),
    ]);
    const searches = (asked: string[]) =>
      asked.filter((address) => address.startsWith('/v2/landing?')).map((address) => new URL(address, HOST));
    expect(searches(inEuros.asked).length).toBeGreaterThan(0);
    for (const url of searches(inEuros.asked)) {
      expect([url.searchParams.get('currency'), url.searchParams.get('language_code')]).toEqual([
        'EUR',
        'en',
      ]);
    }
    for (const url of searches(inPounds.asked)) {
      expect([url.searchParams.get('currency'), url.searchParams.get('language_code')]).toEqual([
        'GBP',
        'de',
      ]);
    }
    expect(Object.keys(euros.data).every((key) => !key.includes('de-DE') && !key.includes('GBP'))).toBe(true);
    expect(Object.keys(pounds.data).every((key) => !key.includes('en-GB') && !key.includes('EUR'))).toBe(
      true,
    );
  });
});
