import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/clock';
import { FIXTURE_IDS } from '../src/data/attractions';
import { addDays } from '../src/data/time';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { buyer, START, TODAY } from './helpers';
import { soakSessions } from './soak.test-utils';

// The reliability suite (`pnpm test:reliability`, and part of the sandbox's `test`): races and
// replays against the real server on 127.0.0.1, as a payment-grade booking system is probed.
// 0 oversold seats, 0 double charges, 0 payments without their seats; and, as the development
// server it is on a visitor's machine, nothing read or steered from another site (issue 28).

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
beforeEach(() => call('POST', '/sandbox/reset', {}));

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
      await call('POST', '/sandbox/reset', {});
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

describe('one charge per hold, whatever the request lists (issue 28 item 2)', () => {
  it('0 double charges: a reservation listed twice is refused, and once it is paid for once', async () => {
    const visitor = await session();
    const hold = await holdSeats(visitor, await selection(visitor), 2);
    const id = String(hold.body.reservation_id);
    const twice = await confirm(visitor, [id, id], 'listed-twice-0001');
    expect([twice.status, twice.body.code]).toEqual([400, 40]);
    const once = await confirm(visitor, [id]);
    expect(once.status).toBe(201);
    const secret = String(once.body.client_secret);
    expect((await pay(secret)).status).toBe(200);
    await advance(1000);
    expect(paidLedger(secret)).toEqual([{ tickets: 2, withoutSeat: 0 }]);
    expect(server.sandbox.state.transactions.bySecret(secret)?.amount).toBe(Number(hold.body.total_price));
  });

  it('0 over the cap: 100 tickets per price type hold however the lines split them', async () => {
    const visitor = await session();
    const football = addDays(TODAY, 21);
    const { body } = await call(
      'POST',
      '/v2/availability/check',
      {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: FIXTURE_IDS.footballMatch,
        date: football,
        tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
      },
      { 'Booking-Session': visitor },
    );
    const option = (body.options as Json[])[0] ?? {};
    const split = Array.from({ length: 3 }, () => ({ price_type_id: 'adult', number_of_tickets: 40 }));
    const answers = await Promise.all(
      [split, split.slice(0, 2).concat({ price_type_id: 'adult', number_of_tickets: 21 })].map((tickets) =>
        call(
          'POST',
          '/v2/reservations',
          {
            attraction_id: FIXTURE_IDS.footballMatch,
            currency: 'EUR',
            date: football,
            language_code: 'en',
            selection_id: option.selection_id,
            to_basket: true,
            tickets,
          },
          { 'Booking-Session': visitor },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([422, 422]);
    expect(server.sandbox.state.inventory.taken(`${FIXTURE_IDS.footballMatch}|${option.selection_id}`)).toBe(
      0,
    );
  });
});

/** One request with the `Host` header given (fetch always names the address it connects to). */
function withHost(path: string, host: string, body?: unknown) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers: { Host: host, 'Coras-Distributor': 'reliability-tests', 'Content-Type': 'application/json' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('a development server on the visitor’s machine (issue 28 item 6)', () => {
  it('0 answers to a rebound host name: reads and controls are refused', async () => {
    const visitor = await session();
    const rebound = `rebound.attacker.example:${server.port}`;
    const offset = server.sandbox.state.clock.offsetMs;
    const statuses = await Promise.all([
      withHost('/v2/landing?country=ireland', rebound),
      withHost('/sandbox/fixtures', rebound),
      withHost('/sandbox/clock', rebound, { advance_ms: 86_400_000 }),
      withHost('/sandbox/reset', rebound, {}),
    ]);
    expect(statuses).toEqual([403, 403, 403, 403]);
    expect(server.sandbox.state.clock.offsetMs).toBe(offset);
    expect(server.sandbox.state.sessions.peek(visitor)).toBeDefined();
    expect(await withHost('/v2/landing?country=ireland', `localhost:${server.port}`)).toBe(200);
  });

  it('0 controls moved from another site: its forms and fetches change nothing', async () => {
    const visitor = await session();
    const offset = server.sandbox.state.clock.offsetMs;
    const attacks = await Promise.all(
      [
        { path: '/sandbox/clock', type: 'text/plain', body: '{"advance_ms":86400000}' },
        { path: '/sandbox/reset', type: 'application/x-www-form-urlencoded', body: '' },
        { path: '/sandbox/reset', type: 'application/json', body: '{}' },
      ].map(({ path, type, body }) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': type,
            Origin: 'https://attacker.example',
            'Sec-Fetch-Site': 'cross-site',
          },
          body,
        }).then((response) => response.status),
      ),
    );
    expect(attacks).toEqual([403, 403, 403]);
    expect(server.sandbox.state.clock.offsetMs).toBe(offset);
    expect(server.sandbox.state.sessions.peek(visitor)).toBeDefined();
  });

  it('0 leaks between sessions: a shared Idempotency-Key and a known user id show nothing of another visitor', async () => {
    const [a, b] = await Promise.all([session(), session()]);
    const [heldA, heldB] = await Promise.all([
      holdSeats(a, await selection(a), 1),
      holdSeats(b, await selection(b), 1),
    ]);
    const key = 'same-key-in-two-sessions';
    const [confirmedA, confirmedB] = await Promise.all([
      confirm(a, [String(heldA.body.reservation_id)], key),
      confirm(b, [String(heldB.body.reservation_id)], key),
    ]);
    expect([confirmedA.status, confirmedB.status]).toEqual([201, 201]);
    expect(confirmedB.body.transaction_id).not.toBe(confirmedA.body.transaction_id);
    // One customer (one email) in two sessions: each sees its own order, a stranger none.
    const userId = String(confirmedA.body.user_id);
    expect(confirmedB.body.user_id).toBe(userId);
    const listed = async (sessionId?: string) => {
      const answer = await call(
        'GET',
        `/v2/users/${userId}/transactions`,
        undefined,
        sessionId ? { 'Booking-Session': sessionId } : {},
      );
      return answer.status === 200
        ? (answer.body.transactions as Json[]).map((transaction) => transaction.transaction_id)
        : answer.status;
    };
    expect(await listed(a)).toEqual([confirmedA.body.transaction_id]);
    expect(await listed(b)).toEqual([confirmedB.body.transaction_id]);
    expect(await listed(await session())).toBe(404);
    expect(await listed()).toBe(404);
  });
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
