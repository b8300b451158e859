import type { CorasApiError, CorasResult } from '@coras/api-client';
import { useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

/** A cache key: the call's name and every value its answer depends on (locale, currency, filters…). */
export type ApiKey = readonly [
  name: string,
  ...parts: ReadonlyArray<string | number | boolean | null | undefined>,
];

/**
 * Fetches through the API client with SWR: deduplicated across screens, cached per key (so per
 * locale and currency when the key says so), and cancelled when superseded — a new key aborts the
 * previous request of this hook, so search-as-you-type never waits on a stale answer.
 *
 * Unmounting aborts nothing: SWR hands a request in flight to every reader of its key — StrictMode's
 * second mount of the same screen, another screen, the next visit within the deduping interval —
 * and fetches the key again only once that request settles, so an abort would reach them all as a
 * failure. The answer of a screen that left fills the cache instead.
 *
 * `null` as the key fetches nothing. The data is the call's `data`; an error is its `CorasApiError`.
 *
 * @example
 * const { data, error, isLoading, mutate } = useApi(['landing', locale, currency, country], (signal) =>
 *   client.GET('/{api_version}/landing', { params: { query }, signal }),
 * );
 */
export function useApi<T>(
  key: ApiKey | null,
  call: (signal: AbortSignal) => Promise<CorasResult<T>>,
  options?: SWRConfiguration<T, CorasApiError>,
): SWRResponse<T, CorasApiError> {
  // The last request this hook started, and its key: only another key supersedes it. A new request
  // on the same key (a mutate) leaves it be, as SWR keeps the newer answer anyway.
  const latest = useRef<{ key: string; controller: AbortController } | null>(null);
  return useSWR<T, CorasApiError, ApiKey | null>(
    key,
    async (asked: ApiKey) => {
      const id = JSON.stringify(asked);
      if (latest.current && latest.current.key !== id) latest.current.controller.abort();
      const controller = new AbortController();
      latest.current = { key: id, controller };
      const result = await call(controller.signal);
      if (result.error) throw result.error;
      return result.data;
    },
    options,
  );
}
