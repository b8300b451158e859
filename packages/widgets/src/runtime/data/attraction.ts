import { type Attraction, type CorasClient, getAttraction } from '@coras/api-client';
import type { CurrencyCode, FirstPageBudget, SupportedLocale } from '@coras/booking-core';
import { useCorasContext } from '../provider/context';
import { useFirstPage } from '../provider/firstPage';
import { type ApiKey, useApi } from './useApi';

/**
 * The cache key of one attraction: its texts follow the locale and its prices the currency. Every
 * screen that needs the attraction of the details page (the booking panel, the basket modal) uses
 * this key, so the cache asks the server once for all of them.
 */
export function attractionKey(locale: SupportedLocale, currency: CurrencyCode, id: string): ApiKey {
  return ['attraction', locale, currency, id];
}

/**
 * The details page's question for its attraction (spec 2 §7: with the currency and `size` 0). On
 * the page the widget opens on, it shares the first page's budget (issue 28).
 */
export function attractionRequest(
  client: CorasClient,
  locale: SupportedLocale,
  currency: CurrencyCode,
  id: string,
  firstPage: FirstPageBudget,
) {
  return {
    key: attractionKey(locale, currency, id),
    call: (signal: AbortSignal) =>
      firstPage.send((deadline) => getAttraction(client, id, { currency, size: 0 }, { signal, deadline })),
  };
}

/**
 * A new locale or currency keeps the page on screen while its texts and prices reload; the visitor
 * coming back to the tab, or the network coming back, asks again: the days on sale and the prices
 * may have moved meanwhile.
 */
const ATTRACTION_LOADS = {
  keepPreviousData: true,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
} as const;

/**
 * The details page's request for its attraction, in the current locale and currency: its
 * availability (the days on sale, the price types) and its texts. The page reads it through
 * `useAttraction`; `BookingApp` asks it too while the page's code downloads, so the two travel
 * side by side instead of one after the other (the cache sends one request for both).
 */
export function useAttractionRequest(id: string | undefined) {
  const { client, locale, currency } = useCorasContext();
  const request = attractionRequest(client, locale, currency, id ?? '', useFirstPage());
  return useApi<Attraction>(id ? request.key : null, request.call, ATTRACTION_LOADS);
}
