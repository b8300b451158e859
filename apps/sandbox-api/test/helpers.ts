import {
  type AvailabilityOption,
  type CorasClient,
  createCorasClient,
  createMemorySessionStore,
  openBookingSession,
  type ReservationConfirmRequest,
  type TicketSelection,
} from '@coras/api-client';
import { expect } from 'vitest';
import { createManualClock, type ManualClock } from '../src/clock';
import type { SandboxOptions } from '../src/config';
import { addDays } from '../src/data/time';
import { createSandbox, type Sandbox } from '../src/sandbox';

/**
 * The tests' buyer, Aoife Byrne in Dublin (phone and billing address included), confirming
 * `reservations`: the body of `POST /v2/reservations` that turns a basket into a payable order.
 */
export function buyer(reservations: string[], email = 'aoife@example.com'): ReservationConfirmRequest {
  return {
    first_name: 'Aoife',
    second_name: 'Byrne',
    email,
    phone_number: '+353 1 234 5678',
    reservations,
    metadata: { addressLine1: '1 Main Street', city: 'Dublin', postcode: 'D02 X285', country: 'IE' },
  };
}

/** The instant every test starts at: a Friday morning, Dublin on summer time. */
export const START = '2026-05-01T09:00:00Z';
export const TODAY = '2026-05-01';
export const TOMORROW = addDays(TODAY, 1);

/** A logger that keeps what it is told; `errors` holds every contract violation. */
export function recordingLogger() {
  const errors: string[] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    error: (message: string) => {
      errors.push(message);
    },
    warn: (message: string) => {
      warnings.push(message);
    },
  };
}

/** What a raw call answered; `body` is the parsed JSON, typed as the caller expects it. */
interface RawAnswer<T> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** A sandbox at {@link START} on a manual clock, with an API client and a raw caller. */
export interface TestSandbox {
  clock: ManualClock;
  sandbox: Sandbox;
  /** A client as the storefront makes it, without retries. */
  client: CorasClient;
  /** Another visitor: a client with its own session store. */
  newClient(): CorasClient;
  /**
   * Sends a request as-is (`path` on the sandbox, `body` as JSON), naming the distributor as every
   * client must (`Coras-Distributor: ''` in `headers` leaves it out).
   */
  call<T = unknown>(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<RawAnswer<T>>;
  logger: ReturnType<typeof recordingLogger>;
  fixtures: ReturnType<Sandbox['catalog']>['fixtures'];
}

export function setup(options: SandboxOptions = {}): TestSandbox {
  const clock = createManualClock(START);
  const logger = recordingLogger();
  const sandbox = createSandbox({ clock, logger, ...options });
  const newClient = () =>
    createCorasClient({
      apiHost: 'http://sandbox.test',
      distributorId: 'test',
      fetch: sandbox.fetch,
      retry: { retries: 0 },
      sessionStore: createMemorySessionStore({ now: () => clock.now() }),
      logger: { error: () => undefined, warn: () => undefined },
      now: () => clock.now(),
    });
  return {
    clock,
    sandbox,
    client: newClient(),
    newClient,
    logger,
    fixtures: sandbox.catalog().fixtures,
    async call<T>(
      method: string,
      path: string,
      init: { body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const response = await sandbox.fetch(
        new Request(`http://sandbox.test${path}`, {
          method,
          headers: {
            'Coras-Distributor': 'test',
            ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...init.headers,
          },
          ...(init.body === undefined
            ? {}
            : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
        }),
      );
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, text, body: body as T };
    },
  };
}

/** Opens a booking session for `client` and returns its id. */
export async function openSession(client: CorasClient): Promise<string> {
  const { data, error } = await openBookingSession(client, 'en');
  if (!data) throw error;
  return data.session_id;
}

/** `availability/check` through the client; fails the test on an error answer. */
export async function checkAvailability(
  client: CorasClient,
  attractionId: string,
  date: string,
  tickets: TicketSelection[],
  currency: 'EUR' | 'GBP' = 'EUR',
): Promise<AvailabilityOption[]> {
  const { data, error } = await client.POST('/{api_version}/availability/check', {
    body: { currency, language_code: 'en', attraction_id: attractionId, date, tickets },
  });
  expect(error).toBeUndefined();
  return data?.options ?? [];
}

/** Holds tickets of the first available option on `date`; returns the reservation. */
export async function hold(
  client: CorasClient,
  attractionId: string,
  date: string,
  tickets: TicketSelection[] = [{ price_type_id: 'adult', number_of_tickets: 1 }],
  currency: 'EUR' | 'GBP' = 'EUR',
) {
  const options = await checkAvailability(client, attractionId, date, tickets, currency);
  const option = options.find((candidate) => candidate.available);
  if (!option) throw new Error(`No available option for ${attractionId} on ${date}`);
  const { data, error } = await client.POST('/{api_version}/reservations', {
    body: {
      attraction_id: attractionId,
      currency,
      date,
      language_code: 'en',
      selection_id: option.selection_id,
      tour_language: Object.keys(option.languages_spoken ?? {})[0] ?? '',
      to_basket: true,
      pickup_id: null,
      pickup_entry: null,
      tickets,
    },
  });
  if (!data || !('reservation_id' in data)) throw error ?? new Error('Expected a reservation');
  return { reservation: data, option };
}

/** The first sale day of an attraction on or after tomorrow. */
export function firstBookableDate(sandbox: Sandbox, attractionId: string): string {
  const attraction = sandbox.catalog().attraction(attractionId);
  const range = attraction?.saleDays.find((candidate) => candidate.to >= TOMORROW);
  if (!range) throw new Error(`${attractionId} has no sale days after ${TODAY}`);
  return [range.from, TOMORROW].sort()[1] ?? TOMORROW;
}
