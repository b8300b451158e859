import type { CorasApiError, CorasResult } from '@coras/api-client';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { cacheId, type RequestOptions, useApiCache } from './apiCache';

/** A cache key: the call's name and every value its answer depends on (locale, currency, filters…). */
export type ApiKey = readonly [
  name: string,
  ...parts: ReadonlyArray<string | number | boolean | null | undefined>,
];

/** Options of `useApi`. */
export interface ApiOptions {
  /** While a new key's answer is on its way, the last key's data stays (a list keeps its cards). */
  keepPreviousData?: boolean;
  /** Ask again on mount when the key has an answer older than the deduping interval. @default true */
  revalidateIfStale?: boolean;
}

/** What `useApi` answers. */
export interface ApiAnswer<T> {
  /** The key's data (or, under `keepPreviousData`, the last key's while the new one loads). */
  data: T | undefined;
  /** The key's last failure; an abort never is one. */
  error: CorasApiError | undefined;
  /** Nothing is cached for the key yet and its request is out (or about to go). */
  isLoading: boolean;
  /** A request for the key is out. */
  isValidating: boolean;
  /** Asks for the key again ('Refresh the page'); settles when the answer has come. */
  mutate(): Promise<void>;
}

/**
 * Fetches through the API client, from the provider's cache (`createApiCache`): one request for a
 * key however many screens read it, an answer reused for the deduping interval and asked for again
 * after it when a screen mounts, a failure kept for the key.
 *
 * A new key cancels the request of the key this screen left if no other screen reads it, so
 * search-as-you-type never waits on a stale answer; an abort is never shown as an error. Unmounting
 * cancels nothing: the answer of a screen that left fills the cache for the next one (and
 * StrictMode's rehearsed unmount keeps its request).
 *
 * A request the provider started ahead for the same key (see `Prefetcher`) is taken over, not sent
 * again. `null` as the key fetches nothing.
 *
 * @example
 * const { data, error, isLoading, mutate } = useApi(['landing', locale, currency, country], (signal) =>
 *   client.GET('/{api_version}/landing', { params: { query }, signal }),
 * );
 */
export function useApi<T>(
  key: ApiKey | null,
  call: (signal: AbortSignal) => Promise<CorasResult<T>>,
  options: ApiOptions = {},
): ApiAnswer<T> {
  const cache = useApiCache();
  const id = key ? cacheId(key) : null;
  // The key and call of this render, for the effects and `mutate` (a call is a new closure each render).
  const latest = useRef({ key, call });
  latest.current = { key, call };
  const subscribe = useCallback(
    (listener: () => void) => (id === null ? () => undefined : cache.subscribe(id, listener)),
    [cache, id],
  );
  const read = () => (id === null ? undefined : cache.read(id));
  const snapshot = useSyncExternalStore(subscribe, read, read);

  const { revalidateIfStale = true, keepPreviousData = false } = options;
  // Asked for when a screen shows the key (on mount, or when the key changes).
  useEffect(() => {
    const { key: asked, call: ask } = latest.current;
    if (id === null || !asked) return;
    const request: RequestOptions = { revalidateIfStale };
    cache.request(asked, ask, request).catch(() => undefined);
  }, [cache, id, revalidateIfStale]);

  // The key this screen read before: left for another, its request is cancelled if nobody reads it.
  const previousId = useRef(id);
  useEffect(() => {
    const left = previousId.current;
    previousId.current = id;
    if (left !== null && left !== id) cache.release(left);
  }, [cache, id]);

  const kept = useRef<T | undefined>(undefined);
  const data = snapshot?.data as T | undefined;
  if (data !== undefined) kept.current = data;
  const mutate = useCallback(() => {
    const { key: asked, call: ask } = latest.current;
    return asked ? cache.request(asked, ask, { force: true }) : Promise.resolve();
  }, [cache]);

  // Before its first request goes out (the effect above), a key with nothing cached is loading.
  const waiting = id !== null && snapshot?.data === undefined && snapshot?.error === undefined;
  const isValidating = Boolean(snapshot?.isValidating) || waiting;
  return {
    data: data ?? (keepPreviousData ? kept.current : undefined),
    error: snapshot?.error,
    isLoading: id !== null && snapshot?.data === undefined && isValidating,
    isValidating,
    mutate,
  };
}
