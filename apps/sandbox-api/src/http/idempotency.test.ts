import {
  type ApiError,
  createCorasClient,
  createMemorySessionStore,
  listReservations,
} from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buyer, checkAvailability, hold, openSession, setup, TOMORROW } from '../../test/helpers';
import { REPLAYED_HEADER } from './idempotency';

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

const KEY = 'key-0001-abcdef';

describe('Idempotency-Key', () => {
  it('replays the first booking session and opens no second one', async () => {
    const first = await t.call<{ session_id: string }>('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': KEY },
    });
    const again = await t.call<{ session_id: string }>('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': KEY },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get('booking-session-expires')).toBe(first.headers.get('booking-session-expires'));
    const other = await t.call<{ session_id: string }>('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'key-0002-abcdef' },
    });
    expect(other.body.session_id).not.toBe(first.body.session_id);
  });

  it('holds tickets once for a repeated reservation, even when the repeats race', async () => {
    const session = await openSession(t.client);
    const [option] = await checkAvailability(t.client, t.fixtures.dublinWalkingTour, TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 2 },
    ]);
    const body = {
      attraction_id: t.fixtures.dublinWalkingTour,
      currency: 'EUR',
      date: TOMORROW,
      language_code: 'en',
      selection_id: option?.selection_id,
      tour_language: 'en',
      to_basket: true,
      tickets: [{ price_type_id: 'adult', number_of_tickets: 2 }],
    };
    const send = () =>
      t.call<{ reservation_id: string }>('POST', '/v2/reservations', {
        body,
        headers: { 'Booking-Session': session, 'Idempotency-Key': 'reserve-0001' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.reservation_id)).size).toBe(1);
    expect((await listReservations(t.client)).data?.reservations).toHaveLength(1);
  });

  it('refuses the same key with another body (400, code 45)', async () => {
    await t.call('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'key-0003-abcdef' },
    });
    const reused = await t.call<ApiError>('POST', '/v2/booking-session', {
      body: { language: 'de' },
      headers: { 'Idempotency-Key': 'key-0003-abcdef' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 45,
      errors: { 'header.Idempotency-Key': [expect.any(String)] },
    });
  });

  it('scopes a key to its session: the same key from another session is that session’s own, never code 45', async () => {
    const key = 'shared-key-0001';
    const confirmIn = async (email: string) => {
      const client = t.newClient();
      const session = await openSession(client);
      const { reservation } = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW);
      const send = () =>
        t.call<{ transaction_id?: string; code?: number }>('POST', '/v2/reservations', {
          body: buyer([reservation.reservation_id], email),
          headers: { 'Booking-Session': session, 'Idempotency-Key': key },
        });
      return { first: await send(), again: await send() };
    };
    const a = await confirmIn('a@example.com');
    const b = await confirmIn('b@example.com');
    expect([a.first.status, b.first.status]).toEqual([201, 201]);
    expect(b.first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(b.first.body.transaction_id).not.toBe(a.first.body.transaction_id);
    // Within each session the key still replays its own first answer.
    expect(a.again.body).toEqual(a.first.body);
    expect(b.again.body).toEqual(b.first.body);
    expect(b.again.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('scopes a key to its distributor: another distributor’s session is a new one', async () => {
    const open = (distributor: string) =>
      t.call<{ session_id: string }>('POST', '/v2/booking-session', {
        body: { language: 'en' },
        headers: { 'Idempotency-Key': 'key-0005-abcdef', 'Coras-Distributor': distributor },
      });
    const first = await open('distributor-a');
    const other = await open('distributor-b');
    expect(other.status).toBe(201);
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(other.body.session_id).not.toBe(first.body.session_id);
    expect((await open('distributor-a')).body).toEqual(first.body);
  });

  it('does not keep a server error: the retry with the same key runs for real', async () => {
    const failed = await t.call('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'key-0004-abcdef', 'X-Sandbox-Fault': '503' },
    });
    expect(failed.status).toBe(503);
    const retried = await t.call('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'key-0004-abcdef' },
    });
    expect(retried.status).toBe(201);
    expect(retried.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it('stores a contact message once however often the client retries it', async () => {
    const message = {
      language_code: 'en',
      first_name: 'Aoife',
      last_name: 'Byrne',
      email: 'aoife@example.com',
      attraction_name: 'Dublin Old Town Walking Tour',
      subject: 'booking',
      question: 'Can I bring a buggy?',
      order_reference: null,
      attraction_location: null,
      attraction_date: null,
    };
    const before = t.sandbox.state.support.list().length;
    for (let i = 0; i < 3; i++)
      expect(
        (
          await t.call('POST', '/v2/customer-support', {
            body: message,
            headers: { 'Idempotency-Key': 'support-0001' },
          })
        ).status,
      ).toBe(201);
    expect(t.sandbox.state.support.list()).toHaveLength(before + 1);
  });

  /**
   * Waits between retries end at once, so no real time passes; a call's deadline (15 s) never
   * fires, since the in-process sandbox answers at once.
   */
  const retriesAtOnce = {
    setTimeout: (callback: () => void, ms: number) => {
      if (ms < 15_000) queueMicrotask(callback);
      return undefined;
    },
    clearTimeout: () => undefined,
  };

  it('lets the API client retry a reservation through a 503 without holding twice', async () => {
    const client = createCorasClient({
      apiHost: 'http://sandbox.test',
      distributorId: 'test',
      fetch: t.sandbox.fetch,
      sessionStore: createMemorySessionStore({ now: () => t.clock.now() }),
      logger: { error: () => undefined, warn: () => undefined },
      timers: retriesAtOnce,
    });
    await openSession(client);
    const [option] = await checkAvailability(client, t.fixtures.zipline, TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    // The first attempt succeeds on the server, but its answer is replaced by a 503; the retry replays it.
    let attempts = 0;
    const flaky = async (request: Request) => {
      attempts++;
      const response = await t.sandbox.fetch(request);
      return attempts === 1 && request.method === 'POST' ? new Response('{}', { status: 503 }) : response;
    };
    const retrying = createCorasClient({
      apiHost: 'http://sandbox.test',
      distributorId: 'test',
      fetch: flaky,
      sessionStore: client.session,
      logger: { error: () => undefined, warn: () => undefined },
      timers: retriesAtOnce,
    });
    const { data, error } = await retrying.POST('/{api_version}/reservations', {
      body: {
        attraction_id: t.fixtures.zipline,
        currency: 'EUR',
        date: TOMORROW,
        language_code: 'en',
        selection_id: option?.selection_id ?? '',
        to_basket: true,
        tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
      },
    });
    expect(error).toBeUndefined();
    expect(attempts).toBe(2);
    expect(data && 'reservation_id' in data).toBe(true);
    expect((await listReservations(client)).data?.reservations).toHaveLength(1);
  });
});
