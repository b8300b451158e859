import { createContext, useContext, useEffect } from 'react';
import { unstable_serialize } from 'swr';
import type { StorefrontSnapshot } from './snapshot';
import type { ApiKey } from './useApi';

/** A request started before any screen asked for it, waiting for the SWR hook that will. */
export interface Prefetched {
  /** Its data, or its failure (an SWR fetcher's answer). */
  answer: Promise<unknown>;
  /** Aborts it: the reader that takes it over owns it from then on. */
  controller: AbortController;
}

/**
 * Requests a widget starts ahead of the screens that read them (render-as-you-fetch): the first
 * page's data is asked for while the page is still rendering, and a chained question (the landing
 * search after the visitor's location) goes out the moment its answer is known, not a render later.
 * One per provider, like the data cache: two widgets on a page never share a request.
 */
export interface Prefetcher {
  /**
   * Starts `fetch` for `key` (it answers the data, or throws the failure, as SWR's fetchers do),
   * unless a request for that key is waiting already; its answer.
   */
  start<T>(key: ApiKey, fetch: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /**
   * Hands the request for the key SWR serialises as `id` to the reader asking for it, once.
   * `undefined` when none waits, or when it answered longer than the deduping interval ago (the
   * cache would ask again by then too).
   */
  take(id: string): Prefetched | undefined;
  /**
   * Runs `prefetch` the first time only (a provider's renders repeat; its first page does not).
   * The promise it may return is the first page's answers: `firstPage` settles with it.
   */
  once(prefetch: () => Promise<unknown> | undefined): void;
  /**
   * Settles when the first page's prefetched answers have (a failure too), at once when its
   * prefetch asked for nothing, or when `settleFirstPage` is called. The widget's lazy controls
   * wait for it before loading on idle (ui's `IdleLoadGate`): the page's own data comes first.
   */
  readonly firstPage: Promise<void>;
  /**
   * Settles `firstPage` now (a time cap), or only if no page has prefetched (`unlessStarted`: a
   * provider around a navbar alone, after its first render).
   */
  settleFirstPage(options?: { unlessStarted?: boolean }): void;
  /**
   * Says a page's own content is on screen (`usePageShown`). A first page whose content waits for
   * a chunk of its own (details, payment) holds `firstPage` until then: through `shown`.
   */
  pageShown(): void;
  /** Settles at the first `pageShown`. */
  readonly shown: Promise<void>;
  /**
   * The site's origin the server's snapshot names (`StorefrontSnapshot.origin`): the page's JSON-LD
   * gives its addresses absolute with it, as the server's HTML did.
   */
  readonly origin?: string | undefined;
}

interface Entry extends Prefetched {
  /** When the answer came, `undefined` while it is on its way. */
  settledAt: number | undefined;
}

/**
 * @param maxAgeMs how long an answer nobody took stays good (the provider's cache's deduping interval)
 * @param now the clock (tests pass their own)
 * @param snapshot a server's answers (`<CorasProvider initialData>`): for the deduping interval,
 *   a request for one of their keys takes its answer instead of asking the API (a failed one is
 *   asked again: the API may be back)
 */
export function createPrefetcher(
  maxAgeMs: number,
  now: () => number = Date.now,
  snapshot?: StorefrontSnapshot,
): Prefetcher {
  const waiting = new Map<string, Entry>();
  // A server's answers: the requests for their keys take them instead of asking the API.
  for (const id in snapshot?.data) {
    waiting.set(id, {
      answer: Promise.resolve(snapshot.data[id]),
      controller: new AbortController(),
      settledAt: now(),
    });
  }
  let ran = false;
  let settleFirstPage: () => void = () => undefined;
  const firstPage = new Promise<void>((resolve) => {
    settleFirstPage = resolve;
  });
  let pageShown: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => {
    pageShown = resolve;
  });
  return {
    firstPage,
    shown,
    origin: snapshot?.origin,
    pageShown: () => pageShown(),
    settleFirstPage(options) {
      if (!(options?.unlessStarted && ran)) settleFirstPage();
    },
    start(key, fetch) {
      const id = unstable_serialize(key);
      const present = waiting.get(id);
      if (present && fresh(present)) return present.answer as ReturnType<typeof fetch>;
      const controller = new AbortController();
      const answer = fetch(controller.signal);
      const entry: Entry = { answer, controller, settledAt: undefined };
      waiting.set(id, entry);
      // A failure is the reader's to show: it is taken over with the request.
      const settle = () => {
        entry.settledAt = now();
      };
      answer.then(settle, settle);
      return answer;
    },
    take(id) {
      const entry = waiting.get(id);
      if (!entry) return undefined;
      waiting.delete(id);
      return fresh(entry) ? { answer: entry.answer, controller: entry.controller } : undefined;
    },
    once(prefetch) {
      if (ran) return;
      ran = true;
      const answers = prefetch();
      if (answers) answers.then(settleFirstPage, settleFirstPage);
      else settleFirstPage();
    },
  };

  function fresh(entry: Entry): boolean {
    return entry.settledAt === undefined || now() - entry.settledAt <= maxAgeMs;
  }
}

export const PrefetchContext = createContext<Prefetcher | null>(null);

/** The provider's prefetcher; `null` outside a provider (a screen rendered on its own asks itself). */
export function usePrefetcher(): Prefetcher | null {
  return useContext(PrefetchContext);
}

/**
 * Tells the provider's prefetcher, after the commit that showed it, that the page's own content is
 * on screen (`shown` turning true): the lazy controls' idle loading waits for it on a first page
 * whose content arrives in a chunk of its own, so that it does not compete with that chunk.
 */
export function usePageShown(shown: boolean): void {
  const prefetcher = usePrefetcher();
  useEffect(() => {
    if (shown) prefetcher?.pageShown();
  }, [shown, prefetcher]);
}
