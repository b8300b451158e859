import type { Attraction } from '@coras/api-client';
import { useCorasContext } from '../provider/context';
import { useFirstPage } from '../provider/firstPage';
import { attractionRequest } from './attractionRequest';
import { useApi } from './useApi';

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
