import type { CorasClient, CorasLogger, CountryEntry } from '@coras/api-client';
import useSWR from 'swr';
import { countriesRequest } from '../requests';

const NO_COUNTRIES: readonly CountryEntry[] = [];

/**
 * The countries of `countries/{language_code}` in the client's language (billing country, phone
 * codes, nationality), through SWR: asked for once per language, or taken over from the host when
 * it started the request (see `checkoutRequests`). An empty list when the call fails (spec 2 §8),
 * which is logged.
 */
export function useCountries(client: CorasClient, logger: CorasLogger): readonly CountryEntry[] {
  const { key, fetcher } = countriesRequest(client);
  const { data } = useSWR(key, fetcher, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (error) => logger.error('Checkout: the countries could not be loaded', error),
  });
  return data?.countries ?? NO_COUNTRIES;
}
