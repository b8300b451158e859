import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/clock';
import { FIXTURE_IDS } from '../src/data/attractions';
import { addDays } from '../src/data/time';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { buyer, START, TODAY } from './helpers';
import { soakSessions } from './soak.test-utils';

// The reliability suite (`pnpm test:reliability`, and part of the sandbox's `test`): races and
// replays against the real server on 127.0.0.1, as a payment-grade booking system is probed.
// 0 oversold seats, 0 double charges, 0 payments without their seats.

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    clock: createManualClock(START),
    paymentDelayMs: 1000,
    logger: { warn: () => undefined, error: (message: string) => console.error(message) },
  });
});
afterAll(() => server.close());
beforeEach(() => call('POST', '/sandbox/reset'));

const CAPACITY = 3;
const date = addDays(TODAY, 10);
const CARD = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };

type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Coras-Distributor': 'reliability-tests',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
}

const session = async () =>
  String((await call('POST', '/v2/booking-session', { language: 'en' })).body.session_id);

async function selection(sessionId: string): Promise<string> {
  const { body } = await call(
    'POST',
    '/v2/availability/check',
    {
      currency: 'EUR',
      language_code: 'en',
      attraction_id: FIXTURE_IDS.lastSeats,
      date,
      tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
    },
    { 'Booking-Session': sessionId },
  );
  return String((body.options as Json[])[0]?.selection_id);
}

const holdSeats = (sessionId: string, selectionId: string, count: number) =>
  call(
    'POST',
    '/v2/reservations',
    {
      attraction_id: FIXTURE_IDS.lastSeats,
      currency: 'EUR',
      date,
      language_code: 'en',
      selection_id: selectionId,
      to_basket: true,
      tickets: [{ price_type_id: 'adult', number_of_tickets: count }],
    },
    { 'Booking-Session': sessionId },
  );

const confirm = (sessionId: string, ids: string[], key?: string) =>
  call('POST', '/v2/reservations', buyer(ids), {
    'Booking-Session': sessionId,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });

const pay = (secret: string) => call('POST', `/sandbox/payments/${secret}/confirm`, CARD);
const advance = (ms: number) => call('POST', '/sandbox/clock', { advance_ms: ms });

/** The customer's (of `secret`) PAID transactions, with the seats each one holds. */
function paidLedger(secret: string) {
  const { transactions, reservations } = server.sandbox.state;
  const customer = transactions.bySecret(secret)?.userId ?? '';
  const paid = (transactions.byUser(customer) ?? []).filter((record) => record.status === 'PAID');
  return paid.map((record) => ({
    tickets: record.reservationIds.reduce((sum, id) => sum + (reservations.get(id)?.tickets.length ?? 0), 0),
    withoutSeat: record.reservationIds.filter((id) => reservations.get(id)?.status !== 'sold').length,
  }));
}

describe('reliability over HTTP', () => {
  it('0 oversold: 5 races of 50 parallel holds for the 3 last seats', async () => {
    for (let round = 0; round < 5; round += 1) {
      await call('POST', '/sandbox/reset');
      const racers = await Promise.all(Array.from({ length: 50 }, session));
      const selectionId = await selection(racers[0] ?? '');
      const answers = await Promise.all(
        racers.map((racer, index) => holdSeats(racer, selectionId, (index % 3) + 1)),
      );
      const held = answers
        .filter((answer) => answer.status === 201)
        .reduce((sum, answer) => sum + Number(answer.body.number_of_tickets), 0);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(CAPACITY);
      expect(server.sandbox.state.inventory.taken(`${FIXTURE_IDS.lastSeats}|${selectionId}`)).toBe(held);
    }
  }, 60_000);

  it('0 double charges: replays of one key, confirmations from other tabs, repeated card confirmations', async () => {
    const visitor = await session();
    const hold = await holdSeats(visitor, await selection(visitor), 2);
    const id = String(hold.body.reservation_id);
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => confirm(visitor, [id], 'one-basket-key-0001')),
    );
    expect(new Set(replays.map((answer) => answer.body.transaction_id)).size).toBe(1);
    expect(replays.every((answer) => answer.status === 201)).toBe(true);
    const otherTabs = await Promise.all(
      Array.from({ length: 5 }, (_, tab) => confirm(visitor, [id], `other-tab-key-000${tab}`)),
    );
    expect(otherTabs.map((answer) => [answer.status, answer.body.code])).toEqual(Array(5).fill([409, 47]));

    const secret = String(replays[0]?.body.client_secret);
    const clicks = await Promise.all(Array.from({ length: 5 }, () => pay(secret)));
    expect(clicks.filter((answer) => answer.status === 200)).toHaveLength(1);
    await advance(1000);
    expect(paidLedger(secret)).toEqual([{ tickets: 2, withoutSeat: 0 }]);
  }, 30_000);

  it('0 paid without a seat: A’s hold expires after confirming, B takes the seats, both pay', async () => {
    const a = await session();
    const selectionId = await selection(a);
    const heldByA = await holdSeats(a, selectionId, CAPACITY);
    const confirmedA = await confirm(a, [String(heldByA.body.reservation_id)]);
    await advance(15 * 60_000);

    const b = await session();
    const heldByB = await holdSeats(b, selectionId, CAPACITY);
    expect(heldByB.status).toBe(201);
    const confirmedB = await confirm(b, [String(heldByB.body.reservation_id)]);
    const [payA, payB] = await Promise.all([
      pay(String(confirmedA.body.client_secret)),
      pay(String(confirmedB.body.client_secret)),
    ]);
    expect(payA.status).toBe(409);
    expect(payA.body).toMatchObject({ code: 39, error: { code: 'reservation_gone' } });
    expect(payB.status).toBe(200);
    await advance(1000);

    // A and B are one customer (one email): both their transactions are in this ledger.
    expect(paidLedger(String(confirmedB.body.client_secret))).toEqual([
      { tickets: CAPACITY, withoutSeat: 0 },
    ]);
    const soldA = server.sandbox.state.transactions.bySecret(String(confirmedA.body.client_secret));
    expect(soldA?.status).toBe('CANCELLED');
    expect(server.sandbox.state.inventory.taken(`${FIXTURE_IDS.lastSeats}|${selectionId}`)).toBe(CAPACITY);
    // Dozens of requests over real HTTP on a busy 2-core machine; a deadlock still fails.
  }, 30_000);
});

describe('memory after a soak (issue 20 item 11)', () => {
  it('the resident set of the sandbox process ends within 10% of its start once it idles', async () => {
    // A short soak for CI (`pnpm --filter @coras/sandbox-api soak` runs the full 60 s one): enough
    // session POSTs to lift the resident set well past the bound, so the bound is a real check.
    const { requests, failed, startMb, peakMb, endMb } = await soakSessions({ amount: 20_000 });
    expect({ requests, failed }).toEqual({ requests: 20_000, failed: 0 });
    expect(peakMb).toBeGreaterThan(startMb * 1.1);
    expect(endMb).toBeLessThanOrEqual(startMb * 1.1);
  }, 180_000);
});
