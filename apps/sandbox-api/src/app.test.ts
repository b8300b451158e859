import type { Location } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from '../test/helpers';
import { createSandboxApp, isLocalOrigin } from './app';

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

describe('the sandbox served in-process', () => {
  it('finds Dublin case-insensitively, and "dub" also finds Dubai', async () => {
    const dubl = await t.client.GET('/{api_version}/locations/search', {
      params: { query: { query: 'DUBL' } },
    });
    expect(dubl.error).toBeUndefined();
    expect(dubl.data?.results.map((location) => `${location.name} (${location.location_type})`)).toEqual([
      'Dublin (city)',
    ]);
    const dub = await t.client.GET('/{api_version}/locations/search', {
      params: { query: { query: 'dub' } },
    });
    expect(dub.data?.results.map((location) => location.slug)).toEqual(['dublin', 'dubai']);
  });

  it.each([
    ['zur', 'zurich'],
    ['ZÜR', 'zurich'],
    ['reykj', 'reykjavik'],
    ['krakau', 'krakow'],
    ['kobenh', 'copenhagen'],
    ['cork', 'cork'],
    ['irl', 'ireland'],
  ])('matches "%s" accent-insensitively in any language of the name map → %s', async (query, slug) => {
    const { data } = await t.client.GET('/{api_version}/locations/search', { params: { query: { query } } });
    expect(data?.results.map((location) => location.slug)).toContain(slug);
  });

  it('names a location in the requested language and keeps its name map', async () => {
    const german = t.newClient().withLocale('de-DE');
    const { data } = await german.GET('/{api_version}/locations/search', {
      params: { query: { query: 'cope' } },
    });
    const copenhagen = data?.results.find((location) => location.slug === 'copenhagen');
    expect(copenhagen?.name).toBe('Kopenhagen');
    expect(copenhagen?.names?.da).toBe('København');
    expect(copenhagen?.parent_location).toEqual({
      slug: 'denmark',
      name: 'Dänemark',
      location_type: 'country',
    });
  });

  it('answers no results under 3 characters, and popular locations, Ireland first, always', async () => {
    const { data } = await t.client.GET('/{api_version}/locations/search', {
      params: { query: { query: 'du' } },
    });
    expect(data?.results).toEqual([]);
    expect(data?.popular[0]).toMatchObject({ slug: 'ireland', location_type: 'country' });
  });

  it('finds the nearest cities to a point, nearest first', async () => {
    const { data } = await t.client.GET('/{api_version}/locations/search', {
      params: { query: { latitude: 51.9, longitude: -8.47 } },
    });
    expect(data?.results.map((location: Location) => location.slug).slice(0, 2)).toEqual([
      'cork',
      'killarney',
    ]);
  });

  it('lists regions with their countries and cities, narrowed by country or city', async () => {
    const all = await t.client.GET('/{api_version}/locations');
    const countries = all.data?.regions.flatMap((region) => region.countries) ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(6);
    expect(countries[0]?.slug).toBe('ireland');
    expect(countries.flatMap((country) => country.cities).length).toBeGreaterThanOrEqual(24);
    const cork = await t.client.GET('/{api_version}/locations', { params: { query: { city: 'cork' } } });
    expect(cork.data?.regions).toEqual([
      expect.objectContaining({
        slug: 'europe',
        countries: [
          expect.objectContaining({
            slug: 'ireland',
            cities: [expect.objectContaining({ slug: 'cork', name: 'Cork' })],
          }),
        ],
      }),
    ]);
  });

  it('locates the visitor in the configured country, or answers 404 when told to', async () => {
    expect((await t.call('GET', '/v2/geolocation')).body).toEqual({
      slug: 'ireland',
      name: 'Ireland',
      location_type: 'country',
    });
    const spain = setup({ geolocation: 'spain' });
    expect((await spain.call('GET', '/v2/geolocation')).body).toMatchObject({ slug: 'spain' });
    const nowhere = setup({ geolocation: null });
    expect((await nowhere.call('GET', '/v2/geolocation')).status).toBe(404);
  });

  it('keeps createSandboxApp for callers of the first slice', async () => {
    const response = await createSandboxApp().fetch(
      new Request('http://sandbox.test/v2/geolocation', { headers: { 'Coras-Distributor': 'test' } }),
    );
    expect(response.status).toBe(200);
  });

  it('answers 404 with an Error body for an unknown path', async () => {
    const { status, body } = await t.call('GET', '/v2/nowhere');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 44, message: expect.stringContaining('/v2/nowhere') });
  });
});

describe('CORS', () => {
  it('allows localhost origins only', () => {
    expect(isLocalOrigin('http://localhost:5173')).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:4173')).toBe(true);
    expect(isLocalOrigin('http://[::1]:6006')).toBe(true);
    expect(isLocalOrigin('https://evil.example')).toBe(false);
    expect(isLocalOrigin('not a url')).toBe(false);
  });

  it('answers a preflight from the playground with the storefront headers allowed', async () => {
    const { status, headers } = await t.call('OPTIONS', '/v2/reservations', {
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,booking-session,idempotency-key,x-sandbox-fault',
      },
    });
    expect(status).toBe(204);
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = headers.get('access-control-allow-headers')?.toLowerCase().split(',') ?? [];
    for (const header of [
      'content-type',
      'coras-distributor',
      'booking-session',
      'idempotency-key',
      'x-sandbox-fault',
      'x-sandbox-hold-ttl-ms',
    ])
      expect(allowed).toContain(header);
  });

  it('exposes the session expiry and Retry-After to localhost, and nothing to other origins', async () => {
    const local = await t.call('GET', '/v2/geolocation', { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(local.headers.get('access-control-expose-headers')?.toLowerCase()).toBe(
      'booking-session-expires,retry-after',
    );
    const foreign = await t.call('GET', '/v2/geolocation', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
