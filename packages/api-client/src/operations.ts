import { type CallOptions, callExtras as extras } from './call-options';
import type { CorasClient, CorasResult } from './client';
import { CorasApiError } from './errors';
import { languageCode } from './language';
import type {
  BookingSession,
  CountriesResponse,
  NavbarSearchResponse,
  Reservation,
  ReservationCheck,
  ReservationConfirmation,
  ReservationConfirmRequest,
  ReservationCreateRequest,
  ReservationsResponse,
} from './schema';
import { DEFAULT_SESSION_TTL_MS } from './session/session-store';
import { storeSession } from './transport';

/** The navbar search over attractions, countries and cities; `locale` defaults to the client's. */
export function searchNavbar(
  client: CorasClient,
  query: string,
  options?: CallOptions,
): Promise<CorasResult<NavbarSearchResponse>> {
  return client.GET('/{api_version}/search', {
    params: { query: { query, locale: client.locale } },
    ...extras(options),
  });
}

/**
 * Opens a booking session and stores it with its expiry: the `booking-session-expires` header,
 * else 20 minutes (spec 2 §3, §8).
 */
export async function openBookingSession(
  client: CorasClient,
  language: string = languageCode(client.locale),
  options?: CallOptions,
): Promise<CorasResult<BookingSession>> {
  const result = await client.POST('/{api_version}/booking-session', {
    body: { language },
    ...extras(options),
  });
  if (result.data) {
    storeSession(
      client.session,
      result.data.session_id,
      result.response,
      client.now(),
      client.logger,
      DEFAULT_SESSION_TTL_MS,
    );
  }
  return result;
}

/** The stored booking session while it is valid, else a new one (spec 2 §4: open once, reuse). */
export function ensureBookingSession(
  client: CorasClient,
  options?: CallOptions,
): Promise<CorasResult<BookingSession>> {
  const sessionId = client.session.get();
  if (sessionId !== undefined)
    return Promise.resolve({ data: { session_id: sessionId }, error: undefined, response: undefined });
  return openBookingSession(client, undefined, options);
}

/** The session's basket. Skipped (an empty basket, no request) when there is no session (spec 1 §7). */
export function listReservations(
  client: CorasClient,
  options?: CallOptions,
): Promise<CorasResult<ReservationsResponse>> {
  if (client.session.get() === undefined) {
    return Promise.resolve({
      data: { reservations: [], total_price: 0 },
      error: undefined,
      response: undefined,
    });
  }
  return client.GET('/{api_version}/reservations', extras(options));
}

function narrow<T>(
  result: CorasResult<Reservation | ReservationConfirmation>,
  is: (data: Reservation | ReservationConfirmation) => data is T & (Reservation | ReservationConfirmation),
  label: string,
  client: CorasClient,
): CorasResult<T> {
  if (!result.data) return result as CorasResult<T>;
  if (is(result.data)) return { data: result.data, error: undefined, response: result.response };
  const error = new CorasApiError(`POST /{api_version}/reservations: expected ${label} in the answer`, {
    kind: 'malformed',
    status: result.response?.status,
    body: result.data,
  });
  client.logger.error(error.message);
  return { data: undefined, error, response: result.response };
}

/** Holds tickets in the session's basket (`to_basket` is always true). */
export async function createReservation(
  client: CorasClient,
  body: Omit<ReservationCreateRequest, 'to_basket'>,
  options?: CallOptions,
): Promise<CorasResult<Reservation>> {
  const result = await client.POST('/{api_version}/reservations', {
    body: { ...body, to_basket: true },
    ...extras(options),
  });
  return narrow(result, (data): data is Reservation => 'reservation_id' in data, 'a reservation', client);
}

/**
 * Confirms the basket's reservations for a customer; answers the card payment's `client_secret`.
 * Waits the client's `timeout.confirmationMs` (60 s by default) unless `timeoutMs` says otherwise.
 */
export async function confirmReservations(
  client: CorasClient,
  body: ReservationConfirmRequest,
  options?: CallOptions & { idempotencyKey?: string },
): Promise<CorasResult<ReservationConfirmation>> {
  const result = await client.POST('/{api_version}/reservations', {
    body,
    ...(options?.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {}),
    ...extras({ timeoutMs: client.timeout.confirmationMs, ...options }),
  });
  return narrow(
    result,
    (data): data is ReservationConfirmation => 'client_secret' in data,
    'a confirmation',
    client,
  );
}

/**
 * What the checkout form must ask for the booking session's reservations (spec 2 §7): the general
 * requirements and each reservation's own. Needs the session the client holds.
 */
export function checkReservations(
  client: CorasClient,
  options?: CallOptions,
): Promise<CorasResult<ReservationCheck>> {
  return client.GET('/{api_version}/reservations/check', extras(options));
}

/** Countries named in the client's language (billing address, phone codes). */
export function listCountries(
  client: CorasClient,
  options?: CallOptions,
): Promise<CorasResult<CountriesResponse>> {
  return client.GET('/{api_version}/countries/{language_code}', {
    params: { path: { language_code: languageCode(client.locale) } },
    ...extras(options),
  });
}
