import { type Attraction, type CorasClient, getAttraction } from '@coras/api-client';
import type { CurrencyCode, SupportedLocale } from '@coras/booking-core';
import { useCorasContext } from '../provider/context';
import { type ApiKey, useApi } from './useApi';

/**
 * The cache key of one attraction: its texts follow the locale and its prices the currency. Every
 * screen that needs the attraction of the details page (the booking panel, the basket modal) uses
 * this key, so the cache asks the server once for all of them.
 */
export function attractionKey(locale: SupportedLocale, currency: CurrencyCode, id: string): ApiKey {
  return ['attraction', locale, currency, id];
}

/** The details page's question for its attraction (spec 2 §7: with the currency and `size` 0). */
export function attractionRequest(
  client: CorasClient,
  locale: SupportedLocale,
  currency: CurrencyCode,
  id: string,
) {
  return {
    key: attractionKey(locale, currency, id),
    call: (signal: AbortSignal) => getAttraction(client, id, { currency, size: 0 }, { signal }),
  };
}

const KEEP_PREVIOUS = { keepPreviousData: true } as const;

/**
 * The details page's request for its attraction, in the current locale and currency. The page reads it through
 * `useAttraction`; `BookingApp` asks it too while the page's code downloads, so the two travel
 * side by side instead of one after the other (the cache sends one request for both).
 */
export function useAttractionRequest(id: string | undefined) {
  const { client, locale, currency } = useCorasContext();
  const request = attractionRequest(client, locale, currency, id ?? '');
  // A new locale or currency keeps the page on screen while its texts and prices reload.
  return useApi<Attraction>(id ? request.key : null, request.call, KEEP_PREVIOUS);
}
