import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/clock';
import { FIXTURE_IDS } from '../src/data/attractions';
import { addDays } from '../src/data/time';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { START, TODAY } from './helpers';

// Many visitors race for the last seats over real sockets: Node runs each request's check and
// take without interleaving, so exactly the stock is sold and it never goes below zero.

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    clock: createManualClock(START),
    logger: { warn: () => undefined, error: () => undefined },
  });
});
afterAll(() => server.close());

const json = async (path: string, body: unknown, session?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Coras-Distributor': 'concurrency-test',
      ...(session ? { 'Booking-Session': session } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const date = addDays(TODAY, 10);
const tickets = (n: number) => [{ price_type_id: 'adult', number_of_tickets: n }];

/** Holds `count` of the last seats of `selection` in `session`'s basket. */
const holdLastSeats = (session: string, selection: string | undefined, count: number) =>
  json(
    '/v2/reservations',
    {
      attraction_id: FIXTURE_IDS.lastSeats,
      currency: 'EUR',
      date,
      language_code: 'en',
      selection_id: selection,
      to_basket: true,
      tickets: tickets(count),
    },
    session,
  );

async function sessions(count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () =>
      String((await json('/v2/booking-session', { language: 'en' })).body.session_id),
    ),
  );
}

async function remaining(session: string): Promise<number> {
  const { body } = await json(
    '/v2/availability/check',
    { currency: 'EUR', language_code: 'en', attraction_id: FIXTURE_IDS.lastSeats, date, tickets: tickets(1) },
    session,
  );
  const [option] = body.options as Array<{ remaining: number; selection_id: string }>;
  return option?.remaining ?? -1;
}

describe('stock under parallel reservations', () => {
  it('sells exactly the 3 last seats to 40 visitors racing for them', async () => {
    const racers = await sessions(40);
    const [first = ''] = racers;
    const { body } = await json(
      '/v2/availability/check',
      {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: FIXTURE_IDS.lastSeats,
        date,
        tickets: tickets(1),
      },
      first,
    );
    const selection = (body.options as Array<{ selection_id: string }>)[0]?.selection_id;
    expect(await remaining(first)).toBe(3);

    const answers = await Promise.all(racers.map((session) => holdLastSeats(session, selection, 1)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(37);
    expect(await remaining(first)).toBe(0);
    const key = `${FIXTURE_IDS.lastSeats}|${selection}`;
    expect(server.sandbox.state.inventory.taken(key)).toBe(3);

    // Mixed sizes after the seats come back: what succeeds never exceeds the stock.
    server.sandbox.state.reset();
    const more = await sessions(30);
    const mixed = await Promise.all(
      more.map((session, index) => holdLastSeats(session, selection, (index % 2) + 1)),
    );
    const sold = mixed
      .filter((answer) => answer.status === 201)
      .reduce((sum, answer) => sum + Number(answer.body.number_of_tickets), 0);
    expect(sold).toBeLessThanOrEqual(3);
    expect(sold).toBeGreaterThanOrEqual(2);
    expect(server.sandbox.state.inventory.taken(key)).toBe(sold);
    expect(await remaining(more[0] ?? '')).toBe(3 - sold);
    // 70 sessions and 70 racing reservations over real HTTP, each validated against the contract:
    // far beyond the 5 s default on a busy 2-core machine. A deadlock still fails.
  }, 30_000);
});
