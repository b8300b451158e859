import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualTimers } from '../test/manual-timers.test-utils';
import { recordingLogger, startTestServer, type TestServer } from '../test/server.test-utils';
import { type CorasClientOptions, createCorasClient } from './client';
import { createReservation, openBookingSession } from './operations';
import { backoffDelay, isRetryableStatus, parseTimeHeader } from './retry';
import { createRetryingFetch } from './retrying-fetch';
import { createMemorySessionStore } from './session/session-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const ok = { body: { popular: [], results: [] } };

function client(options: Partial<CorasClientOptions> = {}) {
  return createCorasClient({
    apiHost: server.url,
    distributorId: 'dist',
    logger: recordingLogger(),
    ...options,
  });
}

const search = (api: ReturnType<typeof client>) => api.GET('/{api_version}/locations/search');

describe('backoff', () => {
  it('waits 1000, 2000, 4000 ms before retries 1, 2, 3 with no jitter', () => {
    expect([1, 2, 3].map((retry) => backoffDelay(retry, 1000, () => 0))).toEqual([1000, 2000, 4000]);
  });

  it('adds a jitter of at most half the delay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, r) => {
          const base = 1000 * 2 ** (retry - 1);
          const delay = backoffDelay(retry, 1000, () => r);
          expect(delay).toBeGreaterThanOrEqual(base);
          expect(delay).toBeLessThanOrEqual(base * 1.5);
        },
      ),
    );
  });

  it.each([
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
    [422, false],
  ])('treats %i as retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });

  it('reads a time header as delta seconds, an HTTP date or an ISO date-time', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseTimeHeader('3', now)).toBe(now + 3000);
    expect(parseTimeHeader('0.5', now)).toBe(now + 500);
    expect(parseTimeHeader('Sat, 21 Nov 2026 10:00:07 GMT', now)).toBe(now + 7000);
    expect(parseTimeHeader('2026-11-21T10:45:00Z', now)).toBe(now + 45 * 60_000);
    expect(parseTimeHeader('soon', now)).toBeUndefined();
    expect(parseTimeHeader('  ', now)).toBeUndefined();
    expect(parseTimeHeader(null, now)).toBeUndefined();
  });

  it('treats a Retry-After date in the past as no wait at all', async () => {
    const clock = manualTimers();
    server.reply({ status: 503, headers: { 'Retry-After': 'Sat, 21 Nov 2020 09:00:00 GMT' } }, ok);
    const pending = search(client({ timers: clock.timers }));
    const wait = await clock.nextWait();
    expect(wait.ms).toBe(0);
    wait.fire();
    expect((await pending).data).toEqual(ok.body);
  });
});

describe('retries against a real server', () => {
  it('retries a 5xx three times, waiting 1000, 2000 and 4000 ms, then succeeds', async () => {
    const clock = manualTimers();
    server.reply({ status: 503 }, { status: 500 }, { status: 502 }, ok);
    const pending = search(client({ timers: clock.timers, retry: { random: () => 0 } }));

    for (const [count, delay] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      const wait = await clock.nextWait();
      expect(wait.ms).toBe(delay);
      expect(server.requests).toHaveLength(count);
      wait.fire();
    }
    const { data, error } = await pending;
    expect(error).toBeUndefined();
    expect(data).toEqual(ok.body);
    expect(server.requests).toHaveLength(4);
  });

  it('adds the jitter to the real waits: 1500, 3000, 6000 ms at the top of the random range', async () => {
    const clock = manualTimers();
    server.reply({ status: 500 }, { status: 500 }, { status: 500 }, ok);
    const pending = search(client({ timers: clock.timers, retry: { random: () => 0.999_999 } }));
    for (const delay of [1500, 3000, 6000]) {
      const wait = await clock.nextWait();
      expect(wait.ms).toBe(delay);
      wait.fire();
    }
    expect((await pending).data).toEqual(ok.body);
  });

  it('keeps every real wait inside its jitter bounds with the default random source', async () => {
    const clock = manualTimers();
    server.reply({ status: 500 }, { status: 500 }, { status: 500 }, ok);
    const pending = search(client({ timers: clock.timers }));
    for (const base of [1000, 2000, 4000]) {
      const wait = await clock.nextWait();
      expect(wait.ms).toBeGreaterThanOrEqual(base);
      expect(wait.ms).toBeLessThanOrEqual(base * 1.5);
      wait.fire();
    }
    expect((await pending).data).toEqual(ok.body);
  });

  it('gives up after the first attempt and 3 retries, with the last error', async () => {
    const logger = recordingLogger();
    server.reply({ status: 500, body: { message: 'Database unavailable', code: 99 } });
    const { data, error, response } = await search(client({ logger, retry: { baseDelayMs: 1 } }));
    expect(server.requests).toHaveLength(4);
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('http');
    expect(error?.status).toBe(500);
    expect(error?.code).toBe(99);
    expect(error?.message).toBe('Database unavailable');
    expect(response?.status).toBe(500);
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(3);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
  });

  it('retries a dropped connection, then reports a network error', async () => {
    server.reply('drop');
    const { error, response } = await search(client({ retry: { baseDelayMs: 1 } }));
    expect(server.requests).toHaveLength(4);
    expect(error?.kind).toBe('network');
    expect(response).toBeUndefined();
  });

  it('recovers from a dropped connection on retry', async () => {
    server.reply('drop', ok);
    const { data } = await search(client({ retry: { baseDelayMs: 1 } }));
    expect(data).toEqual(ok.body);
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 404, 409, 422])(
    'does not retry a %i: a validation error reaches the user at once',
    async (status) => {
      server.reply({ status, body: { message: 'Nope', code: 37 } });
      const { error } = await search(client({ retry: { baseDelayMs: 1 } }));
      expect(server.requests).toHaveLength(1);
      expect(error?.status).toBe(status);
      expect(error?.code).toBe(37);
    },
  );

  it('retries a 408', async () => {
    server.reply({ status: 408 }, ok);
    expect((await search(client({ retry: { baseDelayMs: 1 } }))).data).toEqual(ok.body);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After on a 429 instead of the backoff', async () => {
    const clock = manualTimers();
    server.reply({ status: 429, headers: { 'Retry-After': '7' } }, ok);
    const pending = search(client({ timers: clock.timers, retry: { random: () => 0 } }));
    const wait = await clock.nextWait();
    expect(wait.ms).toBe(7000);
    expect(server.requests).toHaveLength(1);
    wait.fire();
    expect((await pending).data).toEqual(ok.body);
  });

  it('caps a very long Retry-After', async () => {
    const clock = manualTimers();
    server.reply({ status: 429, headers: { 'Retry-After': '3600' } }, ok);
    const pending = search(client({ timers: clock.timers, retry: { maxRetryAfterMs: 5000 } }));
    const wait = await clock.nextWait();
    expect(wait.ms).toBe(5000);
    wait.fire();
    expect((await pending).data).toEqual(ok.body);
  });

  it('uses the backoff for a 429 without Retry-After', async () => {
    const clock = manualTimers();
    server.reply({ status: 429 }, ok);
    const pending = search(client({ timers: clock.timers, retry: { random: () => 0 } }));
    const wait = await clock.nextWait();
    expect(wait.ms).toBe(1000);
    wait.fire();
    expect((await pending).data).toEqual(ok.body);
  });

  it('stops waiting as soon as the call is aborted', async () => {
    const clock = manualTimers();
    server.reply({ status: 503 });
    const controller = new AbortController();
    const pending = client({ timers: clock.timers }).GET('/{api_version}/locations/search', {
      signal: controller.signal,
    });
    const wait = await clock.nextWait();
    controller.abort();
    const { error } = await pending;
    expect(error?.kind).toBe('aborted');
    expect(wait.cancelled).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});

describe('idempotency', () => {
  const reservation = {
    reservation_id: 'r-1',
    attraction_name: 'Cliffs',
    number_of_tickets: 2,
    total_price: 5000,
    currency: 'EUR',
    expires_in: 900,
    start_datetime: '2026-12-01T10:00:00+00:00',
    timezone: 'Europe/Dublin',
    tickets: [],
  };
  const body = {
    attraction_id: 'a-1',
    currency: 'EUR' as const,
    date: '2026-12-01',
    language_code: 'en',
    selection_id: 'sel-1',
    tickets: [{ price_type_id: 'adult', number_of_tickets: 2 }],
  };

  it('sends the same Idempotency-Key on every retry of a reservation', async () => {
    server.reply({ status: 502 }, 'drop', { status: 201, body: reservation });
    const { data } = await createReservation(client({ retry: { baseDelayMs: 1 } }), body);
    expect(data?.reservation_id).toBe('r-1');
    const keys = server.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(server.requests.map((request) => request.body)).size).toBe(1);
    expect(JSON.parse(server.requests[2]?.body ?? '')).toMatchObject({
      to_basket: true,
      selection_id: 'sel-1',
    });
  });

  it('uses a new key for each new call', async () => {
    server.reply({ status: 201, body: reservation });
    const api = client();
    await createReservation(api, body);
    await createReservation(api, body);
    const [first, second] = server.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('keys every creating POST: booking session, confirmation, customer support', async () => {
    const api = client();
    server.reply({ status: 201, body: { session_id: 's' } });
    await openBookingSession(api);
    server.reply({ status: 201, body: { transaction_id: 't', user_id: 'u', client_secret: 'c' } });
    await api.POST('/{api_version}/reservations', {
      body: {
        first_name: 'A',
        second_name: 'B',
        email: 'a@b.c',
        phone_number: '+353',
        reservations: ['r-1'],
      },
    });
    server.reply({ status: 201, body: { id: 'm-1' } });
    await api.POST('/{api_version}/customer-support', {
      body: {
        language_code: 'en',
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.c',
        attraction_name: 'X',
        subject: 'booking',
        question: 'Q',
        order_reference: null,
        attraction_location: null,
        attraction_date: null,
      },
    });
    expect(server.requests.map((request) => Boolean(request.headers['idempotency-key']))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('does not key calls that create nothing', async () => {
    const sessionStore = createMemorySessionStore();
    sessionStore.set('s', new Date(Date.now() + 60_000));
    const api = client({ sessionStore });
    server.reply({ body: { options: [] } });
    await api.POST('/{api_version}/availability/check', {
      body: { currency: 'EUR', language_code: 'en', attraction_id: 'a', date: '2026-12-01', tickets: [] },
    });
    server.reply({ body: ok.body });
    await search(api);
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('keeps a key the caller chose', async () => {
    server.reply({ status: 201, body: { session_id: 's' } });
    await client().POST('/{api_version}/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'caller-key-123' },
    });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('caller-key-123');
  });
});

describe('the retrying fetch (calls beside the API, e.g. a card provider stand-in)', () => {
  it('retries a 5xx and a dropped connection under the client rules, sending the same body each time', async () => {
    const clock = manualTimers();
    server.reply({ status: 503 }, 'drop', { body: { status: 'succeeded' } });
    const send = createRetryingFetch({
      timers: clock.timers,
      logger: recordingLogger(),
      retry: { random: () => 0 },
    });
    const pending = send(
      new Request(`${server.url}/sandbox/payments/pi_1/confirm`, { method: 'POST', body: '{"card":1}' }),
    );
    for (const delay of [1000, 2000]) {
      const wait = await clock.nextWait();
      expect(wait.ms).toBe(delay);
      wait.fire();
    }
    const response = await pending;
    expect(await response.json()).toEqual({ status: 'succeeded' });
    expect(server.requests.map((request) => request.body)).toEqual([
      '{"card":1}',
      '{"card":1}',
      '{"card":1}',
    ]);
    expect(server.requests.every((request) => request.headers['booking-session'] === undefined)).toBe(true);
  });

  it('returns a refusal (4xx) at once, and the last 5xx after its retries', async () => {
    server.reply({ status: 402, body: { error: { code: 'card_declined' } } });
    const send = createRetryingFetch({ logger: recordingLogger() });
    expect((await send(new Request(`${server.url}/pay`, { method: 'POST', body: '{}' }))).status).toBe(402);
    expect(server.requests).toHaveLength(1);

    server.reset();
    const clock = manualTimers();
    server.reply({ status: 500 });
    const pending = createRetryingFetch({
      timers: clock.timers,
      logger: recordingLogger(),
      retry: { retries: 1 },
    })(new Request(`${server.url}/pay`));
    (await clock.nextWait()).fire();
    expect((await pending).status).toBe(500);
    expect(server.requests).toHaveLength(2);
  });
});
