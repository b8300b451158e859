import { confirmReservations } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyer,
  checkAvailability,
  firstBookableDate,
  hold,
  openSession,
  setup,
  type TestSandbox,
} from '../../test/helpers';
import { MAX_TICKETS_PER_PRICE_TYPE } from './input';

// Bad input answers a clear 4xx, never a 500, whether the contract is enforced or not (with
// `SANDBOX_VALIDATION=off` the routes' own checks are all that stand between a request and a crash).

type Problem = { code?: number; message?: string; errors?: Record<string, unknown> };

/** A visitor's session and the first option of the last-seats concert. */
async function lastSeats(t: TestSandbox) {
  const session = await openSession(t.client);
  const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
  const [option] = await checkAvailability(t.client, t.fixtures.lastSeats, date, [
    { price_type_id: 'adult', number_of_tickets: 1 },
  ]);
  const holdBody = (tickets: unknown, extra: Record<string, unknown> = {}) => ({
    attraction_id: t.fixtures.lastSeats,
    currency: 'EUR',
    date,
    language_code: 'en',
    selection_id: option?.selection_id,
    to_basket: true,
    tickets,
    ...extra,
  });
  const post = (path: string, body: unknown) =>
    t.call<Problem>('POST', path, { body, headers: { 'Booking-Session': session } });
  const stockKey = `${t.fixtures.lastSeats}|${option?.selection_id}`;
  return { session, date, holdBody, post, taken: () => t.sandbox.state.inventory.taken(stockKey) };
}

describe.each(['off', 'enforce'] as const)('bad input with contract validation %s', (validation) => {
  const t = setup({ validation });
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('answers 422 at once for 1e7 or 1e8 tickets, allocating nothing', async () => {
    const v = await lastSeats(t);
    for (const count of [1e7, 1e8, MAX_TICKETS_PER_PRICE_TYPE + 1]) {
      const answer = await v.post(
        '/v2/reservations',
        v.holdBody([{ price_type_id: 'adult', number_of_tickets: count }]),
      );
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: 40,
        message: `At most ${MAX_TICKETS_PER_PRICE_TYPE} tickets per price type.`,
        errors: { 'tickets.0.number_of_tickets': [expect.any(String)] },
      });
      const check = await v.post('/v2/availability/check', {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: t.fixtures.lastSeats,
        date: v.date,
        tickets: [{ price_type_id: 'adult', number_of_tickets: count }],
      });
      expect(check.status).toBe(422);
    }
    expect(v.taken()).toBe(0);
  });

  it('counts the 100 per price type over every line: 60 + 60 adults answer 422 and hold nothing', async () => {
    // The football match has no cap per order and 200 to 400 seats: only the 100 stands in the way.
    const session = await openSession(t.client);
    const date = firstBookableDate(t.sandbox, t.fixtures.footballMatch);
    const [option] = await checkAvailability(t.client, t.fixtures.footballMatch, date, [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    expect(option?.remaining).toBeGreaterThanOrEqual(120);
    const split = [
      { price_type_id: 'adult', number_of_tickets: 60 },
      { price_type_id: 'adult', number_of_tickets: 60 },
    ];
    const body = {
      attraction_id: t.fixtures.footballMatch,
      currency: 'EUR',
      date,
      language_code: 'en',
      selection_id: option?.selection_id,
      to_basket: true,
      tickets: split,
    };
    const headers = { 'Booking-Session': session };
    const held = await t.call<Problem>('POST', '/v2/reservations', { body, headers });
    expect(held.status).toBe(422);
    expect(held.body).toMatchObject({
      code: 40,
      errors: { 'tickets.1.number_of_tickets': [expect.stringContaining('120 of adult')] },
    });
    const { attraction_id, currency, language_code, tickets } = body;
    const checked = await t.call('POST', '/v2/availability/check', {
      body: { attraction_id, currency, date, language_code, tickets },
      headers,
    });
    expect(checked.status).toBe(422);
    expect(t.sandbox.state.inventory.taken(`${t.fixtures.footballMatch}|${option?.selection_id}`)).toBe(0);
    // Up to the 100 itself, one price type may be spread over several lines.
    const halves = split.map((line) => ({ ...line, number_of_tickets: 50 }));
    const allowed = await t.call('POST', '/v2/reservations', { body: { ...body, tickets: halves }, headers });
    expect(allowed.status).toBe(201);
  });

  it('refuses a confirmation that lists one reservation twice (400) and opens no payment', async () => {
    const client = t.newClient();
    await openSession(client);
    const { reservation } = await hold(
      client,
      t.fixtures.dublinWalkingTour,
      firstBookableDate(t.sandbox, t.fixtures.dublinWalkingTour),
    );
    const id = reservation.reservation_id;
    const twice = await confirmReservations(client, buyer([id, id]));
    expect(twice.error).toMatchObject({ status: 400, fieldErrors: { reservations: expect.any(String) } });
    expect(t.sandbox.state.reservations.get(id)?.transactionId).toBeUndefined();
    // Listed once, the same basket confirms, and its payment is for the hold once.
    const once = await confirmReservations(client, buyer([id]));
    expect(once.error).toBeUndefined();
    expect(t.sandbox.state.transactions.bySecret(once.data?.client_secret ?? '')?.amount).toBe(
      reservation.total_price,
    );
  });

  it('answers 409 before allocating when the count is allowed but the stock is short', async () => {
    const v = await lastSeats(t);
    const answer = await v.post(
      '/v2/reservations',
      v.holdBody([{ price_type_id: 'adult', number_of_tickets: 4 }]),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 38 });
    expect(v.taken()).toBe(0);
  });

  it.each([
    ['a fraction', 1.5],
    ['a string', '2'],
    ['a negative count', -1],
    ['null', null],
  ])('refuses %s as a ticket count with 400', async (_name, count) => {
    const v = await lastSeats(t);
    const answer = await v.post(
      '/v2/reservations',
      v.holdBody([{ price_type_id: 'adult', number_of_tickets: count }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty(['tickets.0.number_of_tickets']);
    expect(v.taken()).toBe(0);
  });

  it.each(['not-a-date', '2026-02-30', '2026-5-1', ''])('refuses the date %j with 400', async (date) => {
    const v = await lastSeats(t);
    const hold = await v.post(
      '/v2/reservations',
      v.holdBody([{ price_type_id: 'adult', number_of_tickets: 1 }], { date }),
    );
    expect(hold.status).toBe(400);
    expect(hold.body.errors).toHaveProperty('date');
    const check = await v.post('/v2/availability/check', {
      currency: 'EUR',
      language_code: 'en',
      attraction_id: t.fixtures.lastSeats,
      date,
      tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
    });
    expect(check.status).toBe(400);
  });

  it.each([
    ['null', 'null'],
    ['a string', '"tickets please"'],
    ['a number', '42'],
    ['a list', '[]'],
    ['nothing', ''],
    ['broken JSON', '{"tickets": ['],
  ])('answers %s as a body with 400 and a message on every route that reads one', async (_name, text) => {
    const session = await openSession(t.client);
    const routes: Array<[string, string]> = [
      ['POST', '/v2/reservations'],
      ['POST', '/v2/availability/check'],
      ['PATCH', '/v2/reservations/r-1'],
      ['POST', '/v2/customer-support'],
    ];
    for (const [method, path] of routes) {
      const response = await t.sandbox.fetch(
        new Request(`http://sandbox.test${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'Booking-Session': session },
          ...(text ? { body: text } : {}),
        }),
      );
      expect(response.status, `${method} ${path} with ${text}`).toBe(400);
      const body = (await response.json()) as Problem;
      expect(body.message).toEqual(expect.any(String));
      expect(body.code).toBe(40);
    }
  });

  it('answers 400 to a session body that is not an object', async () => {
    expect((await t.call('POST', '/v2/booking-session', { body: 'null' })).status).toBe(400);
    expect((await t.call('POST', '/v2/booking-session', { body: '"en"' })).status).toBe(400);
    expect((await t.call('POST', '/v2/booking-session', { body: { language: 'en' } })).status).toBe(201);
  });

  it('answers 413 to a body over 1 MB, holding nothing', async () => {
    const v = await lastSeats(t);
    const padding = 'x'.repeat(1024 * 1024);
    const answer = await v.post(
      '/v2/reservations',
      v.holdBody([{ price_type_id: 'adult', number_of_tickets: 1 }], { pickup_entry: padding }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 40, message: 'The request body is larger than 1 MB.' });
    expect(v.taken()).toBe(0);
  });

  it('refuses to move the clock by 1e300 ms or past the last date, and keeps answering', async () => {
    const before = t.sandbox.state.clock.now();
    for (const advance of [1e300, 366 * 24 * 60 * 60_000 + 1, -1, '5', Number.MAX_VALUE]) {
      const answer = await t.call<Problem>('POST', '/sandbox/clock', { body: { advance_ms: advance } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toHaveProperty('advance_ms');
    }
    expect(t.sandbox.state.clock.now()).toBe(before);
    expect((await t.call('POST', '/v2/booking-session', { body: { language: 'en' } })).status).toBe(201);
    expect((await t.call('POST', '/sandbox/clock', { body: { advance_ms: 60_000 } })).status).toBe(200);
    expect(t.sandbox.state.clock.now()).toBe(before + 60_000);
  });
});
