import {
  type CorasClient,
  type CorasLogger,
  type CorasResult,
  type CountriesResponse,
  type CountryEntry,
  listCountries,
} from '@coras/api-client';
import { useEffect, useState } from 'react';

/**
 * The countries of `countries/{language_code}` in the client's language (billing country, phone
 * codes, nationality); an empty list when the call fails (spec 2 §8), which is logged. `started`
 * is the same list asked for by the host already (see `startCheckoutRequests`), read instead.
 */
export function useCountries(
  client: CorasClient,
  logger: CorasLogger,
  started?: Promise<CorasResult<CountriesResponse>>,
): readonly CountryEntry[] {
  const [countries, setCountries] = useState<readonly CountryEntry[]>([]);
  useEffect(() => {
    let current = true;
    void (started ?? listCountries(client)).then(({ data, error }) => {
      if (!current) return;
      if (error) logger.error('Checkout: the countries could not be loaded', error);
      setCountries(data?.countries ?? []);
    });
    return () => {
      current = false;
    };
  }, [client, logger, started]);
  return countries;
}
