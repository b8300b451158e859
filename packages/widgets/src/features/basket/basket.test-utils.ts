/**
 * Helpers of the basket's component tests (not part of the package's API): a sandbox on a manual
 * clock served in-process, and a visitor holding tickets in it through a client that shares the
 * widget's booking session.
 */
import {
  type CorasClient,
  createCorasClient,
  openBookingSession,
  type Reservation,
  type SessionStore,
  type TicketSelection,
} from '@coras/api-client';
import {
  createManualClock,
  createSandbox,
  FIXTURE_IDS,
  type SandboxOptions,
} from '@coras/sandbox-api/testing';
import { holdFirstAvailable } from '@coras/sandbox-api/visitor';

/** When the sandbox's (and the fake browser's) time starts: 09:00 UTC on the harness's today. */
export const BASKET_TEST_START = '2026-11-21T09:00:00Z';

/**
 * A sandbox whose time moves only when told (`clock.advance`), served in-process; the requests
 * the widget makes are recorded, as the harness's `inProcessSandbox` does.
 */
export function basketSandbox(options: SandboxOptions = {}) {
  const clock = createManualClock(BASKET_TEST_START);
  const sandbox = createSandbox({ clock, ...options });
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return sandbox.fetch(request);
  };
  return {
    app: sandbox.app,
    sandbox,
    clock,
    fetch,
    requests,
    paths: () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`),
  };
}

export type BasketSandbox = ReturnType<typeof basketSandbox>;

/** A client of `sandbox` keeping its session in `session` (the widget's store): the same visitor. */
export function visitorClient(sandbox: BasketSandbox, session: SessionStore): CorasClient {
  return createCorasClient({
    apiHost: 'http://sandbox.test',
    distributorId: 'test',
    // Not recorded: the tests count the widget's own requests.
    fetch: (request) => sandbox.sandbox.fetch(request),
    sessionStore: session,
    retry: { retries: 0 },
    logger: { error: () => undefined, warn: () => undefined },
    now: () => sandbox.clock.now(),
  });
}

/** The first sale day of a fixture on or after the day after `today`. */
function bookableDate(sandbox: BasketSandbox, attractionId: string): string {
  const today = new Date(sandbox.clock.now()).toISOString().slice(0, 10);
  const tomorrow = new Date(sandbox.clock.now() + 86_400_000).toISOString().slice(0, 10);
  const attraction = sandbox.sandbox.catalog().attraction(attractionId);
  const range = attraction?.saleDays.find((candidate) => candidate.to >= tomorrow);
  if (!range) throw new Error(`${attractionId} has no sale days after ${today}`);
  // ISO dates compare as strings: the later of the two.
  return [range.from, tomorrow].sort()[1] ?? tomorrow;
}

/**
 * Holds tickets of the first available option of a fixture (the Dublin walking tour by default)
 * for the visitor of `session`, opening the session first if there is none.
 */
export async function holdTickets(
  sandbox: BasketSandbox,
  session: SessionStore,
  {
    attractionId = FIXTURE_IDS.dublinWalkingTour,
    tickets = [{ price_type_id: 'adult', number_of_tickets: 2 }],
  }: { attractionId?: string; tickets?: TicketSelection[] } = {},
): Promise<Reservation> {
  const client = visitorClient(sandbox, session);
  if (session.get() === undefined) await openBookingSession(client, 'en');
  const date = bookableDate(sandbox, attractionId);
  return holdFirstAvailable(client, { attractionId, date, tickets });
}
