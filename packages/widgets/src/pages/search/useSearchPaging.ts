import type { AttractionSearchResponse } from '@coras/api-client';
import {
  createSearchPagingStore,
  type PageParams,
  type SearchPagingState,
  type SearchPagingStore,
  systemTimeZone,
} from '@coras/booking-core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useCachedAnswer } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { fetchSearchPage, searchCriteria, searchFirstPageKey } from './searchRequest';

/** A signal that aborts when either does. */
function eitherAborts(first: AbortSignal, second: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (first.aborted || second.aborted) abort();
  first.addEventListener('abort', abort, { once: true });
  second.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/**
 * The search page's results (spec 1 §4 'Search page') in booking-core's paging store: a new term,
 * locale or currency starts again at page 0 after 300 ms without another change; the next page
 * loads on `loadMore()` only when more remain and nothing is loading; a superseded page is
 * aborted and an answer for older criteria ignored.
 *
 * The pages are fetched by the store, not through the API cache: paging, its reset and its cancellation are
 * booking-core's rule, and a second cache would only disagree with it.
 */
export function useSearchPaging(params: PageParams): {
  state: SearchPagingState;
  store: SearchPagingStore;
} {
  const { client, logError, timers } = useCorasContext();
  const clientRef = useRef(client);
  clientRef.current = client;
  const logRef = useRef(logError);
  logRef.current = logError;
  // The store has no dispose: a page still loading when the visitor leaves is aborted here, so no
  // request outlives the page (a browser queues a second identical GET behind a pending one).
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const criteria = searchCriteria(params);
  // A server's snapshot of this page holds its first results: the store starts on them.
  const seeded = useCachedAnswer<AttractionSearchResponse>(searchFirstPageKey(criteria));
  const [store] = useState(() =>
    createSearchPagingStore(
      {
        fetchPage: (query, locale, signal) =>
          fetchSearchPage(
            clientRef.current,
            query,
            locale,
            lifetime.current ? eitherAborts(signal, lifetime.current.signal) : signal,
          ),
        timers,
        now: () => Date.now(),
        timeZone: systemTimeZone(),
        logger: {
          // A page aborted because the visitor left is no failure worth reporting.
          error: (message, details) => {
            if (!lifetime.current?.signal.aborted) logRef.current(message, details);
          },
          warn: () => undefined,
        },
      },
      seeded && { criteria, response: seeded },
    ),
  );

  const { term, locale, currency, startDate } = criteria;
  useEffect(() => {
    store.setCriteria({ term, locale, currency, ...(startDate ? { startDate } : {}) });
  }, [store, term, locale, currency, startDate]);

  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { state, store };
}
