import {
  confirmReservations,
  createCorasClient,
  createMemorySessionStore,
  openBookingSession,
} from '@coras/api-client';
import { holdFirstAvailable } from '@coras/sandbox-api/visitor';

/** A payment the sandbox opened: what `POST reservations` answered for one held ticket. */
export interface SandboxPayment {
  clientSecret: string;
  userId: string;
  transactionId: string;
}

const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

async function json<T>(fetcher: (request: Request) => Promise<Response>, url: string): Promise<T> {
  const response = await fetcher(new Request(url));
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Opens a real payment in the sandbox, as the checkout does before it confirms the card: a booking
 * session, one adult ticket of the Dublin walking tour tomorrow held in the basket, the basket
 * confirmed for a customer. For tests (an in-process sandbox's `fetch`) and stories (the sandbox
 * the test run started). Not part of the package's public API.
 */
export async function createSandboxPayment(
  apiHost: string,
  fetcher: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): Promise<SandboxPayment> {
  // The sandbox keeps its own time (pinned to a "today"): the session's expiry is on its clock.
  const clock = await json<{ now: string; today: string }>(fetcher, `${apiHost}/sandbox/clock`);
  const offset = Date.parse(clock.now) - Date.now();
  const now = () => Date.now() + offset;
  const client = createCorasClient({
    apiHost,
    distributorId: 'checkout-payment-tests',
    fetch: fetcher,
    retry: { retries: 0 },
    sessionStore: createMemorySessionStore({ now }),
    logger: { warn: () => undefined, error: () => undefined },
    now,
  });
  const { attractions } = await json<{ attractions: Record<string, string> }>(
    fetcher,
    `${apiHost}/sandbox/fixtures`,
  );
  const attractionId = attractions.dublinWalkingTour ?? '';
  const date = nextDay(clock.today);
  const tickets = [{ price_type_id: 'adult', number_of_tickets: 1 }];

  const session = await openBookingSession(client, 'en');
  if (!session.data) throw session.error;
  const reservation = await holdFirstAvailable(client, { attractionId, date, tickets });
  const confirmation = await confirmReservations(client, {
    first_name: 'Aoife',
    second_name: 'Byrne',
    email: 'aoife@example.com',
    phone_number: '+353 1 234 5678',
    reservations: [reservation.reservation_id],
    metadata: { addressLine1: '1 Main Street', city: 'Dublin', postcode: 'D02 X285', country: 'IE' },
  });
  if (!confirmation.data) throw confirmation.error;
  return {
    clientSecret: confirmation.data.client_secret,
    userId: confirmation.data.user_id,
    transactionId: confirmation.data.transaction_id,
  };
}
