import type { CorasApiError, CorasResult } from '@coras/api-client';
import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, unstable_serialize, useSWRConfig } from 'swr';
import { usePrefetcher } from './prefetch';

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
 * failure. The answer of a screen that left fills the cache instead. An abort is never shown as an
 * error either: a reader of the key it left waits for the answer (asked again if need be).
 *
 * A request the provider started ahead for the same key (see `Prefetcher`) is taken over, not sent
 * again.
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
  const prefetcher = usePrefetcher();
  const answer = useSWR<T, CorasApiError, ApiKey | null>(
    key,
    async (asked: ApiKey) => {
      const id = JSON.stringify(asked);
      if (latest.current && latest.current.key !== id) latest.current.controller.abort();
      const ahead = prefetcher?.take(asked);
      const controller = ahead?.controller ?? new AbortController();
      latest.current = { key: id, controller };
      const result = ahead ? ((await ahead.answer) as CorasResult<T>) : await call(controller.signal);
      if (result.error) throw result.error;
      return result.data;
    },
    options,
  );

  // SWR keeps an abort as the key's error, for every reader of the key and for the next visit of it.
  const { cache } = useSWRConfig();
  const { mutate } = answer;
  const aborted = answer.error?.kind === 'aborted' ? answer.error : undefined;
  const cacheKey = key ? unstable_serialize(key) : '';
  useEffect(() => {
    // Another reader left the key and aborted the request this one waited on: ask again, unless a
    // request is on its way already (coming back to a key asks again by itself).
    if (aborted && cacheKey && !cache.get(cacheKey)?.isValidating) void mutate();
  }, [aborted, cacheKey, cache, mutate]);
  if (!aborted) return answer;
  // An abort is a reader leaving, never a failure of the answer, which is still to come.
  return {
    data: answer.data,
    error: undefined,
    isValidating: true,
    // Nothing cached for the key yet (the data may be the previous key's, under keepPreviousData).
    isLoading: cache.get(cacheKey)?.data === undefined,
    mutate,
  };
}
