import { type CorasClient, getAttraction } from '@coras/api-client';
import type { CurrencyCode, FirstPageBudget, SupportedLocale } from '@coras/booking-core';
import type { ApiKey } from './useApi';

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
