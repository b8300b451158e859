import type { CorasApiError, CorasResult } from '@coras/api-client';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { ApiKey } from './useApi';

/** What the cache holds for one key: its last answer, its last failure, whether a request is out. */
export interface CacheSnapshot {
  data: unknown;
  error: CorasApiError | undefined;
  isValidating: boolean;
}

/** How `request` may skip asking. */
export interface RequestOptions {
  /** Ask even if an answer came within the deduping interval ('Refresh the page'). */
  force?: boolean;
  /** Ask again when there is an answer older than the deduping interval. @default true */
  revalidateIfStale?: boolean;
}

/** A request ahead of the screens that will read it (the provider's `Prefetcher.take`). */
export type TakePrefetched = (
  key: ApiKey,
) => { answer: Promise<CorasResult<unknown>>; controller: AbortController } | undefined;

/**
 * One widget's answers of the API, per key (SWR's model, cut to what the widgets need): a key is
 * asked for once however many screens read it, an answer younger than the deduping interval is
 * not asked for again, a failure is kept beside the last answer, and a request every reader left
 * (the visitor typed on) is cancelled and never counts as a failure.
 */
export interface ApiCache {
  read(id: string): CacheSnapshot;
  /** Calls `listener` after each change of the key's snapshot; returns the unsubscribe. */
  subscribe(id: string, listener: () => void): () => void;
  /** Asks for the key (see `RequestOptions`); settles when its request has. */
  request<T>(
    key: ApiKey,
    call: (signal: AbortSignal) => Promise<CorasResult<T>>,
    options?: RequestOptions,
  ): Promise<void>;
  /** Cancels the key's request if no screen reads the key any longer (a reader moved to another key). */
  release(id: string): void;
}

interface Entry {
  snapshot: CacheSnapshot;
  /** When its last request started: the deduping interval counts from there. */
  askedAt: number;
  inFlight?: { done: Promise<void>; controller: AbortController } | undefined;
  listeners: Set<() => void>;
}

const EMPTY: CacheSnapshot = Object.freeze({ data: undefined, error: undefined, isValidating: false });

/** The id of a key in the cache (and in the prefetcher). */
export const cacheId = (key: ApiKey): string => JSON.stringify(key);

/**
 * @param dedupingMs how long an answer is reused without asking again
 * @param take the provider's prefetcher: a request it started for a key is taken over, not sent again
 * @param now the clock (tests pass their own)
 */
export function createApiCache(
  dedupingMs: number,
  take: TakePrefetched = () => undefined,
  now: () => number = Date.now,
): ApiCache {
  const entries = new Map<string, Entry>();

  function entryOf(id: string): Entry {
    const present = entries.get(id);
    if (present) return present;
    const entry: Entry = { snapshot: EMPTY, askedAt: Number.NEGATIVE_INFINITY, listeners: new Set() };
    entries.set(id, entry);
    return entry;
  }

  function update(entry: Entry, changes: Partial<CacheSnapshot>) {
    entry.snapshot = { ...entry.snapshot, ...changes };
    for (const listener of [...entry.listeners]) listener();
  }

  return {
    read: (id) => entries.get(id)?.snapshot ?? EMPTY,
    subscribe(id, listener) {
      const entry = entryOf(id);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    request(key, call, { force = false, revalidateIfStale = true } = {}) {
      const id = cacheId(key);
      const entry = entryOf(id);
      if (entry.inFlight) return entry.inFlight.done;
      const answered = entry.snapshot.data !== undefined || entry.snapshot.error !== undefined;
      if (!force && answered && (!revalidateIfStale || now() - entry.askedAt < dedupingMs))
        return Promise.resolve();
      const ahead = take(key);
      const controller = ahead?.controller ?? new AbortController();
      const answer = (ahead?.answer as Promise<CorasResult<unknown>> | undefined) ?? call(controller.signal);
      entry.askedAt = now();
      const done = answer.then(
        (result) => {
          if (entry.inFlight?.controller !== controller) return;
          entry.inFlight = undefined;
          // A request its readers left was cancelled: no answer, and no failure either.
          if (result.error?.kind === 'aborted' || controller.signal.aborted)
            update(entry, { isValidating: false });
          else if (result.error) update(entry, { error: result.error, isValidating: false });
          else update(entry, { data: result.data, error: undefined, isValidating: false });
        },
        (failure: unknown) => {
          if (entry.inFlight?.controller === controller) entry.inFlight = undefined;
          update(entry, { isValidating: false });
          throw failure;
        },
      );
      entry.inFlight = { done, controller };
      update(entry, { isValidating: true });
      return done;
    },
    release(id) {
      const entry = entries.get(id);
      if (!entry?.inFlight || entry.listeners.size > 0) return;
      entry.inFlight.controller.abort();
      entry.inFlight = undefined;
      entry.askedAt = Number.NEGATIVE_INFINITY;
      update(entry, { isValidating: false });
    },
  };
}

const ApiCacheContext = createContext<ApiCache | null>(null);

/** Makes `cache` the cache of every `useApi` below it (the provider gives each widget its own). */
export function ApiCacheProvider({ cache, children }: { cache: ApiCache; children?: ReactNode }) {
  return createElement(ApiCacheContext.Provider, { value: cache }, children);
}

let fallbackCache: ApiCache | undefined;

/**
 * The cache of the nearest `ApiCacheProvider`. Outside one (a screen rendered on its own in a test)
 * a cache shared by every such screen, as SWR's default cache is.
 */
export function useApiCache(): ApiCache {
  const cache = useContext(ApiCacheContext);
  if (cache) return cache;
  fallbackCache ??= createApiCache(5000);
  return fallbackCache;
}
