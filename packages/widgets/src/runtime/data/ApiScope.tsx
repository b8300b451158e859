import { CorasApiError } from '@coras/api-client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type Key,
  type Middleware,
  SWRConfig,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import type { Prefetcher } from './prefetch';

/** How long an answer is reused without asking again (and a prefetched answer stays good). */
export const DEDUPING_MS = 5000;

/** Whether a fetch failed only because its request was cancelled: never shown as a failure. */
const isAborted = (error: unknown): boolean => error instanceof CorasApiError && error.kind === 'aborted';

/**
 * The requests of one widget's cache that are on their way, and who reads their keys: what SWR
 * does not do by itself. A fetcher under the scope gets an `AbortSignal` as its second argument.
 */
function createRequests(prefetcher: Prefetcher | null) {
  const readers = new Map<string, number>();
  const inFlight = new Map<string, AbortController>();
  const settle = (id: string, controller: AbortController) => {
    if (inFlight.get(id) === controller) inFlight.delete(id);
  };
  return {
    /** A screen reads the key (until the returned function is called). */
    read(id: string) {
      readers.set(id, (readers.get(id) ?? 0) + 1);
      return () => {
        const left = (readers.get(id) ?? 1) - 1;
        if (left > 0) readers.set(id, left);
        else readers.delete(id);
      };
    },
    /**
     * A screen moved on from the key: its request is cancelled if no screen reads the key any more.
     * Returns whether it was.
     */
    release(id: string): boolean {
      const request = inFlight.get(id);
      if (readers.has(id) || !request) return false;
      request.abort();
      inFlight.delete(id);
      return true;
    },
    /** Runs `fetch` for the key, or takes over the request the provider started for it ahead. */
    run<T>(id: string, fetch: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const ahead = prefetcher?.take(id);
      const controller = ahead?.controller ?? new AbortController();
      inFlight.set(id, controller);
      const answer = (ahead?.answer as Promise<T> | undefined) ?? fetch(controller.signal);
      const aborted = (cause?: unknown) =>
        new CorasApiError(`${id} was aborted`, { kind: 'aborted', cause: cause ?? controller.signal.reason });
      return answer.then(
        (data) => {
          settle(id, controller);
          // An answer that arrived as its readers left counts no more than its abort would.
          if (controller.signal.aborted) throw aborted();
          return data;
        },
        (error: unknown) => {
          settle(id, controller);
          throw controller.signal.aborted && !isAborted(error) ? aborted(error) : error;
        },
      );
    },
  };
}

/**
 * The widget's own additions to SWR, as middleware: a request is taken over from the provider's
 * prefetcher rather than sent again; a screen that moves to another key (the visitor typed on)
 * cancels the request of the key it left when no other screen reads it — unmounting cancels
 * nothing, so the answer of a screen that left fills the cache for the next one, and StrictMode's
 * rehearsed unmount keeps its request; and a cancelled request is never shown as a failure.
 */
function requestMiddleware(prefetcher: Prefetcher | null): Middleware {
  const requests = createRequests(prefetcher);
  return (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    const { mutate } = useSWRConfig();
    useEffect(() => (id ? requests.read(id) : undefined), [id]);
    const previous = useRef(id);
    useEffect(() => {
      const left = previous.current;
      previous.current = id;
      // Cancelled, the request no longer holds its key's place: a screen that comes back to the
      // key before the abort has landed asks again (SWR's key is the serialised one).
      if (left && left !== id && requests.release(left)) void mutate(left);
    }, [id, mutate]);
    const run: typeof fetcher =
      fetcher &&
      ((arg: Key) => requests.run(unstable_serialize(arg), async (signal) => fetcher(arg, signal)));
    return withoutAborts(useSWRNext(key, run, config));
  };
}

/** The response with a cancelled request's error hidden; its getters keep SWR's tracking of what a screen reads. */
function withoutAborts<Data, Error>(response: SWRResponse<Data, Error>): SWRResponse<Data, Error> {
  return {
    mutate: response.mutate,
    get data() {
      return response.data;
    },
    get error() {
      const error = response.error;
      return isAborted(error) ? undefined : error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      return response.isLoading;
    },
  };
}

/**
 * The options of a widget's data: a cache of its own (`provider`), so two widgets on one page
 * never share an answer; no retries, since the API client retries already (spec 1 §8); and no
 * revalidation on focus or reconnect unless a screen asks for it (the basket does).
 */
function apiConfig(prefetcher: Prefetcher | null, fallback: Record<string, unknown> = {}): SWRConfiguration {
  return {
    fallback,
    provider: () => new Map(),
    dedupingInterval: DEDUPING_MS,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    use: [requestMiddleware(prefetcher)],
  };
}

/**
 * Gives every SWR hook below it the widget's cache and options (`apiConfig`), taking over the
 * requests `prefetcher` started. `fallback`: a server's answers by serialised key
 * (`<CorasProvider initialData>`), shown from the first render — the server's and the hydrating
 * browser's — while their revalidation on mount takes them from the prefetcher, without a request.
 * The provider renders one per widget.
 */
export function ApiScope({
  prefetcher,
  fallback,
  children,
}: {
  prefetcher: Prefetcher | null;
  fallback?: Record<string, unknown> | undefined;
  children?: ReactNode;
}) {
  const [config] = useState(() => apiConfig(prefetcher, fallback));
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
