import { type CallOptions, callExtras } from './call-options';
import type { CorasClient, CorasResult } from './client';
import type { Attraction, CurrencyCode } from './schema';

// Apart from the booking operations (operations.ts): a page that asks for an attraction on its
// first load (the details page, prefetched with the app) needs this one, not those.

/** One attraction for the details page; `size` related attractions are embedded (0 by default). */
export function getAttraction(
  client: CorasClient,
  id: string,
  query: { currency?: CurrencyCode; size?: number } = {},
  options?: CallOptions,
): Promise<CorasResult<Attraction>> {
  return client.GET('/{api_version}/attractions/{coras_attraction_id}', {
    params: { path: { coras_attraction_id: id }, query: { size: 0, ...query } },
    ...callExtras(options),
  });
}
