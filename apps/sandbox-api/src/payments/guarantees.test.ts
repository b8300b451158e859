import { type CorasClient, confirmReservations, listReservations } from '@coras/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyer, firstBookableDate, hold, openSession, setup, type TestSandbox } from '../../test/helpers';
import { REPLAYED_HEADER } from '../http/idempotency';
import { AUTHENTICATION_TIMEOUT_MS } from './transactions';

// The real service's money and stock guarantees (issue 20): one basket is paid at most once, a
// payment never succeeds for holds that are gone, and an abandoned authentication gives the
// tickets back. Time moves on the manual clock only.

const DELAY = 2000;
const MINUTE = 60_000;
const PAY = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };
const THREE_DS = { card: { ...PAY.card, number: '4000002760003184' } };
const FAIL_LATER = { card: { ...PAY.card, number: '4000000000000341' } };

/** A visitor holding `count` of the 3 last seats: their client and reservation id. */
async function visitorHolding(t: TestSandbox, count: number) {
  const client = t.newClient();
  const session = await openSession(client);
  const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
  const { reservation } = await hold(client, t.fixtures.lastSeats, date, [
    { price_type_id: 'adult', number_of_tickets: count },
  ]);
  return { client, session, id: reservation.reservation_id, date };
}

/** Confirms `ids` for `client`, raw, with an optional Idempotency-Key. */
const confirmRaw = (t: TestSandbox, session: string, ids: string[], key?: string) =>
  t.call<Record<string, unknown>>('POST', '/v2/reservations', {
    body: buyer(ids),
    headers: { 'Booking-Session': session, ...(key ? { 'Idempotency-Key': key } : {}) },
  });

const pay = (t: TestSandbox, secret: string, body: unknown = PAY) =>
  t.call<Record<string, unknown>>('POST', `/sandbox/payments/${secret}/confirm`, { body });

const payment = (t: TestSandbox, secret: string) =>
  t.call<Record<string, unknown>>('GET', `/sandbox/payments/${secret}`);

async function confirmed(client: CorasClient, ids: string[]) {
  const { data, error } = await confirmReservations(client, buyer(ids));
  if (!data) throw error;
  return data;
}

const deleteReservation = (client: CorasClient, id: string) =>
  client.DELETE('/{api_version}/reservations/{reservation_id}', {
    params: { path: { reservation_id: id } },
  });

/** Tickets of the last-seats option taken (held, being paid or sold). */
const taken = (t: TestSandbox, id: string) => {
  const record = t.sandbox.state.reservations.get(id);
  return record ? t.sandbox.state.inventory.taken(record.stockKey) : Number.NaN;
};

describe('one basket, one payment', () => {
  const t = setup({ paymentDelayMs: DELAY });
  beforeEach(() => t.sandbox.state.reset());
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('answers a second confirmation of a basket in payment with 409, code 47, and replays the first key', async () => {
    const a = await visitorHolding(t, 2);
    const first = await confirmRaw(t, a.session, [a.id], 'tab-one-key-0001');
    expect(first.status).toBe(201);
    // Another tab: another key, or none.
    for (const key of ['tab-two-key-0002', undefined]) {
      const second = await confirmRaw(t, a.session, [a.id], key);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        code: 47,
        message: expect.stringContaining('already being paid'),
        errors: { reservations: [expect.stringContaining(a.id)] },
      });
    }
    // The shared key replays the first answer: the same transaction and secret.
    const replay = await confirmRaw(t, a.session, [a.id], 'tab-one-key-0001');
    expect(replay.status).toBe(201);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(t.sandbox.state.transactions.byUser(String(first.body.user_id))).toHaveLength(1);
  });

  it('keeps answering 47 while the payment authenticates or settles, and 46 once paid', async () => {
    const a = await visitorHolding(t, 1);
    const { client_secret: secret } = await confirmed(a.client, [a.id]);
    expect((await pay(t, secret, THREE_DS)).body).toMatchObject({ status: 'requires_action' });
    expect((await confirmRaw(t, a.session, [a.id])).body).toMatchObject({ code: 47 });
    await t.call('POST', `/sandbox/payments/${secret}/authenticate`, { body: { outcome: 'complete' } });
    expect((await confirmRaw(t, a.session, [a.id])).body).toMatchObject({ code: 47 });
    t.clock.advance(DELAY);
    const paid = await confirmRaw(t, a.session, [a.id]);
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ code: 46 });
  });

  it('lets the basket be confirmed again once its payment failed', async () => {
    const a = await visitorHolding(t, 1);
    const { client_secret: secret } = await confirmed(a.client, [a.id]);
    await pay(t, secret, FAIL_LATER);
    t.clock.advance(DELAY);
    expect((await payment(t, secret)).body).toMatchObject({ transaction_status: 'FAILED' });
    const again = await confirmed(a.client, [a.id]);
    expect(again.client_secret).not.toBe(secret);
    expect((await pay(t, again.client_secret)).status).toBe(200);
  });

  it('charges a card secret at most once, even for simultaneous confirmations', async () => {
    const a = await visitorHolding(t, 1);
    const { client_secret: secret } = await confirmed(a.client, [a.id]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(t, secret)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    t.clock.advance(DELAY);
    expect((await payment(t, secret)).body).toMatchObject({ transaction_status: 'PAID' });
    expect(taken(t, a.id)).toBe(1);
  });
});

describe('a payment never succeeds for holds that are gone', () => {
  const t = setup({ paymentDelayMs: DELAY });
  beforeEach(() => t.sandbox.state.reset());
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('A confirms, A’s hold expires, B takes the 3 seats, A pays: A is cancelled, 3 tickets sold', async () => {
    const a = await visitorHolding(t, 3);
    const { client_secret: secretA } = await confirmed(a.client, [a.id]);
    t.clock.advance(15 * MINUTE);
    const b = await visitorHolding(t, 3);
    const { client_secret: secretB } = await confirmed(b.client, [b.id]);

    const late = await pay(t, secretA);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 39,
      error: {
        type: 'api_error',
        code: 'reservation_gone',
        message: expect.stringContaining('nothing was charged'),
      },
    });
    expect((await payment(t, secretA)).body).toMatchObject({
      status: 'canceled',
      transaction_status: 'CANCELLED',
      last4: null,
    });
    // Cancelled for good: another card does not revive it.
    expect((await pay(t, secretA)).status).toBe(409);

    expect((await pay(t, secretB)).status).toBe(200);
    t.clock.advance(DELAY);
    expect((await payment(t, secretB)).body).toMatchObject({ transaction_status: 'PAID' });
    expect((await payment(t, secretA)).body).toMatchObject({ transaction_status: 'CANCELLED' });
    expect(taken(t, b.id)).toBe(3);
  });

  it('A confirms and pays before the hold runs out: the seats stay A’s and B cannot take them', async () => {
    const a = await visitorHolding(t, 3);
    const { client_secret: secretA } = await confirmed(a.client, [a.id]);
    t.clock.advance(15 * MINUTE - 1);
    expect((await pay(t, secretA, THREE_DS)).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    const b = t.newClient();
    await openSession(b);
    await expect(
      hold(b, t.fixtures.lastSeats, a.date, [{ price_type_id: 'adult', number_of_tickets: 1 }]),
    ).rejects.toThrow();
    await t.call('POST', `/sandbox/payments/${secretA}/authenticate`, { body: { outcome: 'complete' } });
    t.clock.advance(DELAY);
    expect((await payment(t, secretA)).body).toMatchObject({ transaction_status: 'PAID' });
    expect(taken(t, a.id)).toBe(3);
  });

  it('a reservation deleted after confirmation cancels the payment before any charge', async () => {
    const a = await visitorHolding(t, 2);
    const { client_secret: secret } = await confirmed(a.client, [a.id]);
    expect((await deleteReservation(a.client, a.id)).error).toBeUndefined();
    const answer = await pay(t, secret);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 39, error: { code: 'reservation_gone' } });
    expect((await payment(t, secret)).body).toMatchObject({ transaction_status: 'CANCELLED' });
    expect(taken(t, a.id)).toBe(0);
  });

  it('a basket changed after confirmation can be confirmed again; the old secret stays cancelled', async () => {
    const a = await visitorHolding(t, 1);
    const date = firstBookableDate(t.sandbox, t.fixtures.dublinWalkingTour);
    const { reservation: other } = await hold(a.client, t.fixtures.dublinWalkingTour, date);
    const first = await confirmed(a.client, [a.id, other.reservation_id]);
    await deleteReservation(a.client, other.reservation_id);
    const second = await confirmed(a.client, [a.id]);
    expect((await pay(t, first.client_secret)).status).toBe(409);
    expect((await pay(t, second.client_secret)).status).toBe(200);
    t.clock.advance(DELAY);
    expect((await payment(t, second.client_secret)).body).toMatchObject({ transaction_status: 'PAID' });
  });
});

describe('an unfinished authentication', () => {
  const t = setup({ paymentDelayMs: DELAY });
  beforeEach(() => t.sandbox.state.reset());
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('times out after 15 minutes: the payment is cancelled and the seats return to stock', async () => {
    expect(AUTHENTICATION_TIMEOUT_MS).toBe(15 * MINUTE);
    const a = await visitorHolding(t, 3);
    const { client_secret: secret } = await confirmed(a.client, [a.id]);
    expect((await pay(t, secret, THREE_DS)).body).toMatchObject({ status: 'requires_action' });
    t.clock.advance(AUTHENTICATION_TIMEOUT_MS - 1);
    expect((await payment(t, secret)).body).toMatchObject({ transaction_status: 'SUSPENDED' });
    expect(taken(t, a.id)).toBe(3);
    t.clock.advance(1);
    expect((await payment(t, secret)).body).toMatchObject({
      status: 'canceled',
      transaction_status: 'CANCELLED',
    });
    expect(taken(t, a.id)).toBe(0);
    expect((await listReservations(a.client)).data?.reservations).toEqual([]);
    const late = await t.call<Record<string, unknown>>('POST', `/sandbox/payments/${secret}/authenticate`, {
      body: { outcome: 'complete' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 39, error: { code: 'authentication_timeout' } });
    // Twelve hours on, the seats are still there for the next visitor.
    t.clock.advance(12 * 60 * MINUTE);
    const b = await visitorHolding(t, 3);
    expect(taken(t, b.id)).toBe(3);
  });
});
