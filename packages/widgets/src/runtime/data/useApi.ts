import type { CorasApiError, CorasResult } from '@coras/api-client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { fetchApi } from './fetchApi';

/**
 * A cache key: the call's name and every value its answer depends on (locale, currency, filters…).
 * Plain values only, so that a key serialises as it is (a server's snapshot of the cache can seed
 * SWR's `fallback` under the same keys).
 */
export type ApiKey = readonly [
  name: string,
  ...parts: ReadonlyArray<string | number | boolean | null | undefined>,
];

/** Options of `useApi`: SWR's, e.g. `keepPreviousData`, `revalidateIfStale`, `revalidateOnFocus`. */
export type ApiOptions<T> = SWRConfiguration<T, CorasApiError>;

/**
 * What `useApi` answers: SWR's response. `error` is the call's failure (a cancelled request never
 * is one); `mutate()` asks again ('Refresh the page').
 */
export type ApiAnswer<T> = SWRResponse<T, CorasApiError>;

/**
 * Fetches through the API client with SWR, in the provider's cache (see `ApiScope`): one request
 * for a key however many screens read it, an answer reused for the deduping interval and asked
 * for again after it when a screen mounts, a failure kept for the key. A new key cancels the
 * request of the key the screen left when no other screen reads it, and a request the provider
 * started ahead for the same key is taken over. `null` as the key fetches nothing.
 *
 * @example
 * const { data, error, isLoading, mutate } = useApi(['landing', locale, currency, country], (signal) =>
 *   client.GET('/{api_version}/landing', { params: { query }, signal }),
 * );
 */
export function useApi<T>(
  key: ApiKey | null,
  call: (signal: AbortSignal) => Promise<CorasResult<T>>,
  options?: ApiOptions<T>,
): ApiAnswer<T> {
  // The scope's middleware hands the fetcher its signal; outside one (never in a widget) it gets none.
  const fetcher = (_key: ApiKey, signal?: AbortSignal) =>
    fetchApi(call, signal ?? new AbortController().signal);
  return useSWR<T, CorasApiError, ApiKey | null>(key, fetcher, options);
}

/**
 * What the provider's cache holds for `key` without asking for it: a server's answer
 * (`<CorasProvider initialData>`) for a screen that fetches its data itself (the search's paging
 * store starts on it), or `undefined`.
 */
export function useCachedAnswer<T>(key: ApiKey): T | undefined {
  return useSWR<T>(key, null).data;
}
