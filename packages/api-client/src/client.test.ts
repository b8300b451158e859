import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { recordingLogger, startTestServer, type TestServer } from '../test/server.test-utils';
import { type CorasClientOptions, createCorasClient } from './client';
import { CorasConfigError } from './errors';
import { checkReservations, listCountries, searchNavbar } from './operations';
import type { LocationSearchResponse } from './schema';
import { createMemorySessionStore } from './session/session-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const locations: LocationSearchResponse = {
  popular: [{ location_type: 'country', name: 'Ireland', slug: 'ireland' }],
  results: [{ location_type: 'city', name: 'Dublin', slug: 'dublin', parent_location: { slug: 'ireland' } }],
};

function client(options: Partial<CorasClientOptions> = {}) {
  return createCorasClient({
    apiHost: server.url,
    distributorId: 'dist-42',
    logger: recordingLogger(),
    retry: { retries: 0 },
    ...options,
  });
}

describe('createCorasClient configuration', () => {
  it.each([
    ['apiHost', { apiHost: '', distributorId: 'd' }],
    ['apiHost', { apiHost: '   ', distributorId: 'd' }],
    ['distributorId', { apiHost: 'http://127.0.0.1:1', distributorId: '' }],
  ] as const)('throws a CorasConfigError naming %s when it is empty', (option, options) => {
    expect(() => createCorasClient(options)).toThrow(CorasConfigError);
    try {
      createCorasClient(options);
    } catch (error) {
      expect((error as CorasConfigError).option).toBe(option);
      expect((error as CorasConfigError).message).toContain(`\`${option}\` is missing`);
    }
  });

  it('rejects an apiHost that is not an http(s) URL', () => {
    expect(() => createCorasClient({ apiHost: 'ftp://example.test', distributorId: 'd' })).toThrow(
      /not an http\(s\) URL/,
    );
  });

  it('accepts a trailing slash and a path prefix on apiHost', async () => {
    server.reply({ body: locations });
    await client({ apiHost: `${server.url}/proxy/` }).GET('/{api_version}/locations/search');
    expect(server.requests[0]?.path).toBe('/proxy/v2/locations/search');
  });
});

describe('request shape', () => {
  it('sends the distributor header, language_code and no content type on a GET without a session', async () => {
    server.reply({ body: locations });
    const { data, error } = await client({ locale: 'de-DE' }).GET('/{api_version}/locations/search', {
      params: { query: { query: 'dub' } },
    });
    expect(error).toBeUndefined();
    expect(data).toEqual(locations);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v2/locations/search');
    expect(request?.query.get('query')).toBe('dub');
    expect(request?.query.get('language_code')).toBe('de');
    expect(request?.headers['coras-distributor']).toBe('dist-42');
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers['booking-session']).toBeUndefined();
  });

  it('defaults to en-GB, so language_code is en', async () => {
    server.reply({ body: locations });
    await client().GET('/{api_version}/locations/search');
    expect(server.requests[0]?.query.get('language_code')).toBe('en');
  });

  it('sends a JSON body with a JSON content type', async () => {
    server.reply({ status: 201, body: { session_id: 's-1' } });
    await client().POST('/{api_version}/booking-session', { body: { language: 'fr' } });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ language: 'fr' });
  });

  it('sends the booking session header only when a session exists', async () => {
    const sessionStore = createMemorySessionStore();
    const api = client({ sessionStore });
    server.reply({ body: { reservations: [], total_price: 0 } });
    await api.GET('/{api_version}/reservations');
    expect(server.requests[0]?.headers['booking-session']).toBeUndefined();
    sessionStore.set('session-7', new Date(Date.now() + 60_000));
    await api.GET('/{api_version}/reservations');
    expect(server.requests[1]?.headers['booking-session']).toBe('session-7');
  });

  it('sends a session the call names only while it holds none, and never in place of its own', async () => {
    const sessionStore = createMemorySessionStore();
    const api = client({ sessionStore });
    server.reply({ body: { transactions: [] } });
    const named = {
      params: { path: { customer_id: 'usr_1' } },
      headers: { 'Booking-Session': 'paid-session' },
    };
    await api.GET('/{api_version}/users/{customer_id}/transactions', named);
    expect(server.requests[0]?.headers['booking-session']).toBe('paid-session');
    sessionStore.set('session-8', new Date(Date.now() + 60_000));
    await api.GET('/{api_version}/users/{customer_id}/transactions', named);
    expect(server.requests[1]?.headers['booking-session']).toBe('session-8');
  });

  it('substitutes path parameters, with api_version v2 unless the call sets it', async () => {
    server.reply({ body: { countries: [] } });
    await client({ locale: 'pt-PT' }).GET('/{api_version}/countries/{language_code}', {
      params: { path: { language_code: 'pt' } },
    });
    expect(server.requests[0]?.path).toBe('/v2/countries/pt');
  });

  it('escapes path parameters', async () => {
    server.reply({ body: { title: 'x', content: { sections: [] } } });
    await client().GET('/{api_version}/pages/{page_slug}', { params: { path: { page_slug: 'a b/c' } } });
    expect(server.requests[0]?.path).toBe('/v2/pages/a%20b%2Fc');
  });

  it('serialises list parameters comma-separated, as the document says', async () => {
    server.reply({ body: { sections: [] } });
    await client().GET('/{api_version}/landing', {
      params: {
        query: {
          category: ['music', 'theatre'],
          duration: ['0-60', '60-120'],
          sorting: 'popularity',
          currency: 'EUR',
        },
      },
    });
    const [request] = server.requests;
    expect(request?.query.get('category')).toBe('music,theatre');
    expect(request?.query.get('duration')).toBe('0-60,60-120');
    expect(request?.query.getAll('category')).toHaveLength(1);
    expect(request?.query.get('currency')).toBe('EUR');
  });

  it('escapes each query value and list item, keeps the list comma literal and leaves out empty lists', async () => {
    server.reply({ body: { sections: [] } });
    await client().GET('/{api_version}/landing', {
      params: {
        query: {
          category: ['music & arts', 'théâtre'],
          duration: [],
          country: 'côte d’ivoire',
          price: '0-50',
        },
      },
    });
    const [request] = server.requests;
    expect(request?.search).toBe(
      '?language_code=en&category=music%20%26%20arts,th%C3%A9%C3%A2tre&country=c%C3%B4te%20d%E2%80%99ivoire&price=0-50',
    );
  });

  it('lets a call override language_code', async () => {
    server.reply({ body: locations });
    await client({ locale: 'en-US' }).GET('/{api_version}/locations/search', {
      params: { query: { language_code: 'da' } },
    });
    expect(server.requests[0]?.query.get('language_code')).toBe('da');
  });

  it('withLocale speaks another language on the same session', async () => {
    const sessionStore = createMemorySessionStore();
    sessionStore.set('shared', new Date(Date.now() + 60_000));
    const english = client({ sessionStore });
    const thai = english.withLocale('th-TH');
    server.reply({ body: { results: [], popular: [], has_more: false } });
    await searchNavbar(thai, 'bangkok');
    const [request] = server.requests;
    expect(request?.query.get('language_code')).toBe('th');
    expect(request?.query.get('locale')).toBe('th-TH');
    expect(request?.headers['booking-session']).toBe('shared');
    expect(english.locale).toBe('en-GB');
  });

  it('names the language in the countries path', async () => {
    server.reply({ body: { countries: [{ name: 'Irland', code: 'IE', phone_code: '353' }] } });
    const { data } = await listCountries(client({ locale: 'de-DE' }));
    expect(server.requests[0]?.path).toBe('/v2/countries/de');
    expect(data?.countries[0]?.code).toBe('IE');
  });

  it('checks the reservations of the booking session it holds', async () => {
    server.reply({ body: { general: { requirements: [] }, reservations: [] } });
    const sessionStore = createMemorySessionStore();
    sessionStore.set('held', new Date(Date.now() + 60_000));
    const { data } = await checkReservations(client({ sessionStore }));
    const [request] = server.requests;
    expect(request?.path).toBe('/v2/reservations/check');
    expect(request?.headers['booking-session']).toBe('held');
    expect(data?.reservations).toEqual([]);
  });
});

describe('abort', () => {
  it('resolves to an aborted error when the signal fires, without logging an error', async () => {
    const logger = recordingLogger();
    server.reply('hang');
    const controller = new AbortController();
    const pending = client({ logger }).GET('/{api_version}/locations/search', {
      params: { query: { query: 'dub' } },
      signal: controller.signal,
    });
    controller.abort();
    const { data, error } = await pending;
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('aborted');
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('a superseded search cancels the previous request', async () => {
    server.reply('hang', { body: locations });
    const api = client();
    const first = new AbortController();
    const previous = api.GET('/{api_version}/locations/search', {
      params: { query: { query: 'dub' } },
      signal: first.signal,
    });
    first.abort();
    const latest = await api.GET('/{api_version}/locations/search', { params: { query: { query: 'dubl' } } });
    expect((await previous).error?.kind).toBe('aborted');
    expect(latest.data).toEqual(locations);
  });
});

describe('types', () => {
  it('types the answer of a path from the document', async () => {
    server.reply({ body: locations });
    const result = await client().GET('/{api_version}/locations/search', {
      params: { query: { query: 'dub' } },
    });
    expectTypeOf(result.data).toEqualTypeOf<LocationSearchResponse | undefined>();
    if (false as boolean) {
      // Compile-time check only: a path parameter the document requires cannot be left out.
      // @ts-expect-error coras_attraction_id is required
      await client().GET('/{api_version}/attractions/{coras_attraction_id}');
    }
    expect(result.data?.results[0]?.slug).toBe('dublin');
  });
});
