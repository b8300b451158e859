import { type Attraction, type CorasApiError, getAttraction } from '@coras/api-client';
import type { CurrencyCode, SupportedLocale } from '@coras/booking-core';
import { type ApiKey, useApi } from '../../data/useApi';
import { useCorasContext } from '../../provider/context';

/**
 * Where the attraction is: on its way, shown, failed (the error modal speaks), or unknown to the
 * server (404: the id does not exist, or the details page has no id at all).
 */
export type AttractionStatus = 'loading' | 'complete' | 'error' | 'not-found';

/**
 * The SWR key of one attraction: its texts follow the locale and its prices the currency. Every
 * screen that needs the attraction of the details page (the booking panel, the basket modal) uses
 * this key, so SWR asks the server once for all of them.
 */
export function attractionKey(locale: SupportedLocale, currency: CurrencyCode, id: string): ApiKey {
  return ['attraction', locale, currency, id];
}

/** True for the answer of an attraction that does not exist (the contract's 404, code 44). */
export function isNotFound(error: CorasApiError | undefined): boolean {
  return error?.kind === 'http' && error.status === 404;
}

/**
 * The attraction of the details page (spec 2 §7: `GET attractions/{id}` with the currency and
 * `size` 0), in the current locale and currency. `mutate()` fetches it again ('Refresh the page').
 */
export function useAttraction(id: string | undefined) {
  const { client, locale, currency } = useCorasContext();
  const result = useApi<Attraction>(
    id ? attractionKey(locale, currency, id) : null,
    (signal) => getAttraction(client, id as string, { currency, size: 0 }, { signal }),
    // A new locale or currency keeps the page on screen while its texts and prices reload…
    { keepPreviousData: true },
  );
  // …but another attraction's page never stands in for this one.
  const data = result.data?.coras_attraction_id === id ? result.data : undefined;
  let status: AttractionStatus;
  if (!id || isNotFound(result.error)) status = 'not-found';
  else if (data) status = 'complete';
  else if (result.error && !result.isValidating) status = 'error';
  else status = 'loading';
  return { data, error: result.error, isValidating: result.isValidating, mutate: result.mutate, status };
}
