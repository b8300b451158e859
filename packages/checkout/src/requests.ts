import {
  type CorasClient,
  type CorasResult,
  type CountriesResponse,
  checkReservations,
  listCountries,
  type ReservationCheck,
} from '@coras/api-client';

/**
 * One of the checkout's requests, as its SWR hook asks for it: the cache key (plain values, the
 * client's locale in it, so answers in another language are never mixed up) and the fetcher
 * (its data, or its failure thrown; the signal, when the host's SWR middleware gives one, cancels
 * it).
 */
export interface CheckoutRequest<T> {
  key: readonly [name: string, locale: string];
  fetcher: (key: unknown, signal?: AbortSignal) => Promise<T>;
}

const EMPTY_CHECK: ReservationCheck = { general: { requirements: [] }, reservations: [] };

async function data<T>(answer: Promise<CorasResult<T>>): Promise<T> {
  const { data, error } = await answer;
  if (error) throw error;
  return data;
}

/**
 * `GET reservations/check` (spec 2 §7): what the form must ask. Without a booking session there is
 * nothing to check (the basket is empty): an empty check, without a request.
 */
export function reservationCheckRequest(client: CorasClient): CheckoutRequest<ReservationCheck> {
  return {
    key: ['reservations/check', client.locale],
    fetcher: (_key, signal) =>
      client.session.get() === undefined
        ? Promise.resolve(EMPTY_CHECK)
        : data(checkReservations(client, signal ? { signal } : undefined)),
  };
}

/** The countries of `countries/{language_code}` in the client's language (billing country, phone codes). */
export function countriesRequest(client: CorasClient): CheckoutRequest<CountriesResponse> {
  return {
    key: ['countries', client.locale],
    fetcher: (_key, signal) => data(listCountries(client, signal ? { signal } : undefined)),
  };
}

/**
 * The checkout's first requests, the reservation check and the countries. A host that renders
 * `CheckoutPage` inside an SWR cache of its own can start them before the checkout's chunk has
 * arrived, under the same keys, so that the page's hooks find them on their way rather than asking
 * once it has rendered. A module of its own (`@coras/checkout/requests`), light enough for the
 * host's first chunk.
 *
 * @example
 * for (const { key, fetcher } of checkoutRequests(client)) prefetch(key, (signal) => fetcher(key, signal));
 */
export function checkoutRequests(
  client: CorasClient,
): [CheckoutRequest<ReservationCheck>, CheckoutRequest<CountriesResponse>] {
  return [reservationCheckRequest(client), countriesRequest(client)];
}
