import {
  type CorasClient,
  type CorasResult,
  type CountriesResponse,
  checkReservations,
  listCountries,
  type ReservationCheck,
} from '@coras/api-client';

/**
 * The checkout's first requests, started by the host before the checkout's chunk has arrived (see
 * `startCheckoutRequests`) and handed to `CheckoutPage` as its `requests`: the page reads their
 * answers instead of asking once it has mounted.
 */
export interface CheckoutRequests {
  /** The client they were sent through: the page uses them only while it speaks through the same. */
  client: CorasClient;
  /** `GET reservations/check`; `undefined` without a booking session (there is nothing to check). */
  check: Promise<CorasResult<ReservationCheck>> | undefined;
  /** The countries in the client's language. */
  countries: Promise<CorasResult<CountriesResponse>>;
}

/**
 * Starts the reservation check and the countries list that the payment page needs first, so they
 * travel while the checkout's chunk downloads rather than after it has rendered. A module of its
 * own (`@coras/checkout/requests`), light enough for the host's first chunk.
 *
 * @example
 * const requests = startCheckoutRequests(client); // as the payment page starts
 * const { CheckoutPage } = await import('@coras/checkout');
 * <CheckoutPage client={client} requests={requests} … />
 */
export function startCheckoutRequests(client: CorasClient): CheckoutRequests {
  return {
    client,
    check: client.session.get() === undefined ? undefined : checkReservations(client),
    countries: listCountries(client),
  };
}
