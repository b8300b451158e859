import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, startTestServer, type TestServer } from '../../test/server.test-utils';
import { type CorasClientOptions, createCorasClient } from '../client';
import { ensureBookingSession, listReservations, openBookingSession } from '../operations';
import { type CookieJar, createCookieSessionStore } from './cookie-store';
import { createMemorySessionStore, DEFAULT_SESSION_TTL_MS } from './session-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const NOW = Date.parse('2026-11-21T12:00:00Z');
const basket = { reservations: [], total_price: 0 };

function setup(options: Partial<CorasClientOptions> = {}) {
  let now = NOW;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const logger = recordingLogger();
  const sessionStore = createMemorySessionStore({ now: clock.now });
  const api = createCorasClient({
    apiHost: server.url,
    distributorId: 'dist',
    logger,
    sessionStore,
    now: clock.now,
    retry: { retries: 0 },
    ...options,
  });
  return { api, logger, sessionStore, clock };
}

describe('memory session store', () => {
  it('forgets the session once it expires', () => {
    let now = NOW;
    const store = createMemorySessionStore({ now: () => now });
    store.set('s-1', new Date(NOW + 1000));
    expect(store.get()).toBe('s-1');
    now += 999;
    expect(store.get()).toBe('s-1');
    now += 1;
    expect(store.get()).toBeUndefined();
  });

  it('clears', () => {
    const store = createMemorySessionStore();
    store.set('s-1', new Date(Date.now() + 60_000));
    store.clear();
    expect(store.get()).toBeUndefined();
  });
});

describe('cookie session store', () => {
  function jar(initial = '') {
    const written: string[] = [];
    let cookies = initial;
    const adapter: CookieJar = {
      read: () => cookies,
      write: (cookie) => {
        written.push(cookie);
        const [pair = ''] = cookie.split(';');
        const [name] = pair.split('=');
        const others = cookies
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith(`${name}=`));
        const expired = /Expires=Thu, 01 Jan 1970/.test(cookie);
        cookies = [...others, ...(expired ? [] : [pair])].join('; ');
      },
    };
    return { adapter, written };
  }

  it('writes booking-session with Secure, SameSite=Lax, path / and the expiry', () => {
    const { adapter, written } = jar();
    const store = createCookieSessionStore({ cookies: adapter, now: () => NOW });
    store.set('abc 123', new Date(NOW + DEFAULT_SESSION_TTL_MS));
    expect(written[0]).toBe(
      'booking-session=abc%20123; Expires=Sat, 21 Nov 2026 12:20:00 GMT; Path=/; Secure; SameSite=Lax',
    );
    expect(store.get()).toBe('abc 123');
  });

  it('reads its cookie among others', () => {
    const { adapter } = jar('theme=dark; booking-session=s-9; other=x');
    expect(createCookieSessionStore({ cookies: adapter }).get()).toBe('s-9');
  });

  it('answers undefined without the cookie', () => {
    const { adapter } = jar('theme=dark');
    expect(createCookieSessionStore({ cookies: adapter }).get()).toBeUndefined();
  });

  it('clears by expiring the cookie', () => {
    const { adapter, written } = jar('booking-session=s-9');
    const store = createCookieSessionStore({ cookies: adapter });
    store.clear();
    expect(written[0]).toBe(
      'booking-session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=Lax',
    );
    expect(store.get()).toBeUndefined();
  });

  it('clears instead of writing an already past expiry', () => {
    const { adapter, written } = jar('booking-session=s-9');
    createCookieSessionStore({ cookies: adapter, now: () => NOW }).set('s-9', new Date(NOW - 1));
    expect(written[0]).toContain('Expires=Thu, 01 Jan 1970');
  });

  it('explains what to do when there is no document', () => {
    expect(() => createCookieSessionStore()).toThrow(/needs a browser document/);
  });
});

describe('booking session expiry header', () => {
  it.each([
    ['an HTTP date', 'Sat, 21 Nov 2026 12:30:00 GMT', 30 * 60_000],
    ['an ISO date-time', '2026-11-21T12:45:00Z', 45 * 60_000],
    ['delta seconds', '600', 600_000],
  ])('reads %s', async (_, value, lifetime) => {
    const { api, sessionStore, clock } = setup();
    sessionStore.set('s-1', new Date(NOW + 1000));
    server.reply({ body: basket, headers: { 'booking-session-expires': value } });
    await listReservations(api);
    clock.advance(lifetime - 1);
    expect(sessionStore.get()).toBe('s-1');
    clock.advance(1);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('refreshes the session expiry from the header', async () => {
    const { api, sessionStore, clock } = setup();
    sessionStore.set('s-1', new Date(NOW + 60_000));
    server.reply({
      body: basket,
      headers: { 'booking-session-expires': new Date(NOW + 30 * 60_000).toUTCString() },
    });
    await listReservations(api);
    clock.advance(29 * 60_000);
    expect(sessionStore.get()).toBe('s-1');
    clock.advance(60_000);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('logs and ignores an unparsable header, keeping the old expiry', async () => {
    const { api, sessionStore, clock, logger } = setup();
    sessionStore.set('s-1', new Date(NOW + 60_000));
    server.reply({ body: basket, headers: { 'booking-session-expires': 'tomorrow-ish' } });
    const { error } = await listReservations(api);
    expect(error).toBeUndefined();
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: expect.stringContaining('unreadable') }),
    );
    clock.advance(60_000);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('does not invent a session from the header alone', async () => {
    const { api, sessionStore } = setup();
    server.reply({ body: { popular: [], results: [] }, headers: { 'booking-session-expires': '600' } });
    await api.GET('/{api_version}/locations/search');
    expect(sessionStore.get()).toBeUndefined();
  });

  it('stores a new session with the header expiry', async () => {
    const { api, sessionStore, clock } = setup();
    server.reply({ status: 201, body: { session_id: 'new' }, headers: { 'booking-session-expires': '300' } });
    await openBookingSession(api, 'en');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ language: 'en' });
    expect(sessionStore.get()).toBe('new');
    clock.advance(300_000);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('gives a new session without the header 20 minutes', async () => {
    const { api, sessionStore, clock } = setup();
    server.reply({ status: 201, body: { session_id: 'new' } });
    await openBookingSession(api);
    clock.advance(DEFAULT_SESSION_TTL_MS - 1);
    expect(sessionStore.get()).toBe('new');
    clock.advance(1);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('gives a new session with an unreadable header 20 minutes, and says so', async () => {
    const { api, sessionStore, clock, logger } = setup();
    server.reply({
      status: 201,
      body: { session_id: 'new' },
      headers: { 'booking-session-expires': 'never' },
    });
    await openBookingSession(api);
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
    clock.advance(DEFAULT_SESSION_TTL_MS - 1);
    expect(sessionStore.get()).toBe('new');
  });

  it('reuses a valid session instead of opening another', async () => {
    const { api, sessionStore } = setup();
    sessionStore.set('kept', new Date(NOW + 60_000));
    const { data } = await ensureBookingSession(api);
    expect(data?.session_id).toBe('kept');
    expect(server.requests).toHaveLength(0);
  });

  it('opens a session when none is stored', async () => {
    const { api } = setup();
    server.reply({ status: 201, body: { session_id: 'fresh' } });
    const { data } = await ensureBookingSession(api);
    expect(data?.session_id).toBe('fresh');
    expect(server.requests).toHaveLength(1);
  });
});

describe('401 handling', () => {
  it('removes the session when a session call answers 401, and retries that GET once without it', async () => {
    const { api, sessionStore } = setup();
    sessionStore.set('stale', new Date(NOW + 60_000));
    server.reply({ status: 401, body: { message: 'Session expired' } }, { body: basket });
    const { data, error } = await api.GET('/{api_version}/reservations');
    expect(error).toBeUndefined();
    expect(data).toEqual(basket);
    expect(server.requests.map((request) => request.headers['booking-session'])).toEqual([
      'stale',
      undefined,
    ]);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('keeps a live session when a call not bound to it answers 401 (the basket is not orphaned)', async () => {
    const { api, sessionStore, logger } = setup();
    sessionStore.set('live', new Date(NOW + 60_000));
    server.reply(
      { status: 401, body: { message: 'Unknown distributor' } },
      { body: { popular: [], results: [] } },
      { body: basket },
    );
    const search = await api.GET('/{api_version}/locations/search');
    expect(search.error).toBeUndefined();
    expect(sessionStore.get()).toBe('live');
    const { data } = await listReservations(api);
    expect(data).toEqual(basket);
    expect(server.requests.map((request) => request.headers['booking-session'])).toEqual([
      'live',
      undefined,
      'live',
    ]);
    expect(logger.entries.some((entry) => /the booking session was removed/.test(entry.message))).toBe(false);
  });

  it('keeps a session opened while a call that carried another one was answered 401', async () => {
    const { api, sessionStore } = setup();
    sessionStore.set('old', new Date(NOW + 60_000));
    server.reply(() => {
      // A booking session opened meanwhile (another call, another tab's cookie).
      sessionStore.set('new', new Date(NOW + 60_000));
      return { status: 401, body: { message: 'Session expired' } };
    });
    const { error } = await api.DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: 'r' } },
    });
    expect(error?.status).toBe(401);
    expect(sessionStore.get()).toBe('new');
  });

  it('retries the GET only once', async () => {
    const { api, sessionStore } = setup();
    sessionStore.set('stale', new Date(NOW + 60_000));
    server.reply({ status: 401, body: { message: 'Nope' } });
    const { error } = await api.GET('/{api_version}/reservations');
    expect(error?.status).toBe(401);
    expect(server.requests).toHaveLength(2);
  });

  it.each(['POST', 'DELETE'] as const)('removes the session and returns the 401 of a %s', async (method) => {
    const { api, sessionStore } = setup();
    sessionStore.set('stale', new Date(NOW + 60_000));
    server.reply({ status: 401, body: { message: 'Session expired', code: 401 } });
    const result =
      method === 'POST'
        ? await api.POST('/{api_version}/availability/check', {
            body: {
              currency: 'EUR',
              language_code: 'en',
              attraction_id: 'a',
              date: '2026-12-01',
              tickets: [],
            },
          })
        : await api.DELETE('/{api_version}/reservations/{reservation_id}', {
            params: { path: { reservation_id: 'r' } },
          });
    expect(result.error?.status).toBe(401);
    expect(result.error?.message).toBe('Session expired');
    expect(server.requests).toHaveLength(1);
    expect(sessionStore.get()).toBeUndefined();
  });

  it('does not repeat a GET that carried no session', async () => {
    const { api } = setup();
    server.reply({ status: 401, body: { message: 'Unknown distributor' } });
    const { error } = await api.GET('/{api_version}/landing/sorting');
    expect(error?.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it('skips the reservations call when there is no session', async () => {
    const { api } = setup();
    const { data, response } = await listReservations(api);
    expect(data).toEqual({ reservations: [], total_price: 0 });
    expect(response).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });
});
