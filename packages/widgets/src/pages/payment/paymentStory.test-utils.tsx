/**
 * Helpers of the payment page's stories (not part of the package's API): they hold real tickets in
 * the story's own booking session on the Storybook sandbox, record what the page asks the API, and
 * read back from the sandbox what happened to the payment.
 */
import { ensureBookingSession, getAttraction } from '@coras/api-client';
import type { PaymentStatusDetail } from '@coras/booking-core';
import { holdFirstAvailable } from '@coras/sandbox-api/visitor';
import type { ReactNode } from 'react';
import { useStoryHolds } from '../../features/basket/basketStory.test-utils';
import type { BasketTime } from '../../runtime/basket/basketTime';
import type { useCorasContext } from '../../runtime/provider/context';

/** The sandbox's fixtures the payment stories use (`GET /sandbox/fixtures` names them). */
export type PaymentFixture = 'dublinWalkingTour' | 'corkTheatre' | 'zipline' | 'causewayDayTrip';

/** Tickets a story holds before the page mounts. */
export interface PaymentHold {
  attraction: PaymentFixture;
  /** Days after the sandbox's today: a day of its own per story keeps the stories' stock apart. */
  inDays: number;
  /** Adult tickets. @default 1 */
  tickets?: number | undefined;
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

async function sandboxJson<T>(
  apiHost: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${apiHost}${path}`, {
    headers: { 'Coras-Distributor': 'storybook', ...headers },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Holds the first available option of a fixture on its day, through the story's client. */
async function hold(
  client: ReturnType<typeof useCorasContext>['client'],
  apiHost: string,
  wanted: PaymentHold,
) {
  const fixtures = await sandboxJson<{ today: string; attractions: Record<string, string> }>(
    apiHost,
    '/sandbox/fixtures',
  );
  const id = fixtures.attractions[wanted.attraction];
  if (!id) throw new Error(`The sandbox has no fixture ${wanted.attraction}`);
  const date = addDays(fixtures.today, wanted.inDays);
  await ensureBookingSession(client);
  const { data: attraction } = await getAttraction(client, id, { currency: 'EUR' });
  const tickets = [
    {
      price_type_id: attraction?.price_types[0]?.price_type_id ?? 'adult',
      number_of_tickets: wanted.tickets ?? 1,
    },
  ];
  await holdFirstAvailable(client, { attractionId: id, date, tickets });
}

export interface PaymentStageProps {
  holds: readonly PaymentHold[];
  /** The basket's clock and timers, set before the basket is first used (manual in screenshots). */
  time?: BasketTime | undefined;
  children: ReactNode;
}

/** Renders its children (the payment page) once the story's tickets are held. */
export function PaymentStage({ holds, time, children }: PaymentStageProps) {
  return useStoryHolds(holds, time, hold) ? children : null;
}

/** A request the page sent to the API, and what the sandbox answered. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The booking session the call carried. */
  session: string | null;
  body: unknown;
  status: number;
  answer: unknown;
}

export interface PaymentStoryFetchOptions {
  /** Every call the page makes is pushed here, with the sandbox's answer. */
  calls?: RecordedCall[] | undefined;
  /** Every call's method and path is pushed here as it leaves, before any answer. */
  sent?: string[] | undefined;
  /** The `expires_in` of each listed reservation, in order: countdowns that read the same every run. */
  expiresIn?: readonly number[] | undefined;
  /** `reservations/check` never answers: the loading state. */
  hangCheck?: boolean | undefined;
  /** The first this many `reservations/check` calls answer 503 (the sandbox's fault injection; needs `calls`). */
  failChecks?: number | undefined;
  /**
   * The transaction's `reference_id` as shown: the sandbox hands references out in the order the
   * stories pay, which no screenshot can depend on.
   */
  reference?: string | undefined;
}

const readJson = async (message: Request | Response): Promise<unknown> => {
  try {
    const text = await message.clone().text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** The `fetch` of a payment story's provider: the browser's own, recorded and shaped as asked. */
export function paymentStoryFetch({
  calls,
  sent,
  expiresIn,
  hangCheck,
  failChecks = 0,
  reference,
}: PaymentStoryFetchOptions = {}) {
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    sent?.push(`${request.method} ${path}`);
    const check = path.endsWith('/reservations/check');
    if (hangCheck && check) return new Promise<Response>(() => undefined);
    const body = await readJson(request);
    let outgoing = request;
    // Counted from the recorded calls, which a story's beforeEach empties: a re-run fails afresh.
    const checksSoFar = (calls ?? []).filter((call) => call.path.endsWith('/reservations/check')).length;
    if (check && checksSoFar < failChecks) {
      outgoing = new Request(request);
      outgoing.headers.set('X-Sandbox-Fault', '503');
    }
    let response = await fetch(outgoing);
    const listing = request.method === 'GET' && path.endsWith('/reservations');
    const transactions = request.method === 'GET' && path.endsWith('/transactions');
    if (response.ok && ((listing && expiresIn) || (transactions && reference))) {
      const answer = (await response.json()) as {
        reservations?: Array<{ expires_in: number }>;
        transactions?: Array<{ reference_id: string }>;
      };
      if (listing && expiresIn) {
        answer.reservations?.forEach((reservation, index) => {
          reservation.expires_in = expiresIn[index] ?? reservation.expires_in;
        });
      }
      if (transactions && reference) {
        for (const transaction of answer.transactions ?? []) transaction.reference_id = reference;
      }
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      response = Response.json(answer, { status: response.status, headers });
    }
    calls?.push({
      method: request.method,
      path,
      session: request.headers.get('Booking-Session'),
      body,
      status: response.status,
      answer: await readJson(response),
    });
    return response;
  };
}

/** The calls that confirmed the basket (`POST /v2/reservations` with `reservations`). */
export function confirmations(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter(
    (call) =>
      call.method === 'POST' &&
      /\/reservations$/.test(call.path) &&
      Array.isArray((call.body as { reservations?: unknown } | undefined)?.reservations),
  );
}

/**
 * A customer's transactions as the sandbox has them, newest first: asked in the booking session
 * that confirmed them (`session`), the only one the sandbox lists them to.
 */
export async function sandboxTransactions(
  apiHost: string,
  userId: string,
  session: string,
): Promise<Array<{ transaction_id: string; reference_id: string; status: string }>> {
  const answer = await sandboxJson<{
    transactions: Array<{ transaction_id: string; reference_id: string; status: string }>;
  }>(apiHost, `/v2/users/${encodeURIComponent(userId)}/transactions`, { 'Booking-Session': session });
  return answer.transactions;
}

/** Collects the payment-status details the page reports. */
export function paymentStatusLog() {
  const details: PaymentStatusDetail[] = [];
  return {
    details,
    onPaymentStatus: (detail: PaymentStatusDetail) => {
      details.push(detail);
    },
    clear: () => {
      details.length = 0;
    },
  };
}
