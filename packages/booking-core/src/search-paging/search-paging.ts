import type { AttractionSearchResponse, CurrencyCode, SearchResultCard } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import { debounce } from '../adapters/rate-limit';
import type { TimerProvider } from '../adapters/timers';
import { type DateOnly, todayDateOnly } from '../dates/dates';
import { createStore, type Store } from '../store/store';

/** Results per page on the search page (spec 1 §9). */
export const SEARCH_PAGE_SIZE = 10;
/** How long a change of term, locale or currency waits before the search restarts (spec 1 §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** The sentinel's root margin: load more when it is 50% of the viewport below it (spec 1 §9). */
export const SEARCH_SENTINEL_ROOT_MARGIN = '0px 0px 50% 0px';

/** What the search is for; a change to any of these starts again at page 0. */
export interface SearchCriteria {
  term: string;
  locale: string;
  currency: CurrencyCode;
  /** The optional start date; today (in the visitor's zone) by default. */
  startDate?: DateOnly | undefined;
}

/** The search page's state. */
export interface SearchPagingState {
  criteria: SearchCriteria | undefined;
  /** The last page requested (0-based). */
  page: number;
  results: SearchResultCard[];
  total: number;
  status: 'idle' | 'loading' | 'complete' | 'error';
  /** The error modal shows once per failure streak; true once it was shown. */
  errorShown: boolean;
  /** Counts criteria changes, so answers for older criteria are ignored. */
  generation: number;
}

/** What the search page is told. */
export type SearchPagingEvent =
  /** Term, locale or currency changed (debounced by the store). */
  | { type: 'criteriaChanged'; criteria: SearchCriteria }
  /** The bottom sentinel became visible. */
  | { type: 'sentinelVisible' }
  | { type: 'loaded'; generation: number; page: number; response: AttractionSearchResponse }
  | { type: 'failed'; generation: number; page: number }
  /** The error modal was shown. */
  | { type: 'errorShown' }
  /** 'Refresh the page' in the error modal: the failed page again. */
  | { type: 'retry' };

/** Before the first search. */
export const initialSearchPagingState: SearchPagingState = {
  criteria: undefined,
  page: 0,
  results: [],
  total: 0,
  status: 'idle',
  errorShown: false,
  generation: 0,
};

/** More results remain and nothing is loading: the sentinel may load the next page (spec 1 §4). */
export function canLoadMore(state: SearchPagingState): boolean {
  return state.status === 'complete' && state.results.length < state.total;
}

/** The error modal should open: a page failed and the modal was not shown for it yet. */
export function showsSearchError(state: SearchPagingState): boolean {
  return state.status === 'error' && !state.errorShown;
}

/**
 * The search page's pure transition (spec 1 §4): new criteria reset to page 0; the sentinel loads
 * the next page only when more remain and nothing is loading; answers for older criteria are
 * ignored; results of further pages are appended.
 */
export function searchPagingTransition(
  state: SearchPagingState,
  event: SearchPagingEvent,
): SearchPagingState {
  switch (event.type) {
    case 'criteriaChanged':
      return {
        ...initialSearchPagingState,
        criteria: event.criteria,
        status: 'loading',
        generation: state.generation + 1,
      };
    case 'sentinelVisible':
      return canLoadMore(state) ? { ...state, page: state.page + 1, status: 'loading' } : state;
    case 'loaded':
      if (event.generation !== state.generation || event.page !== state.page || state.status !== 'loading')
        return state;
      return {
        ...state,
        results: event.page === 0 ? event.response.results : [...state.results, ...event.response.results],
        total: event.response.total,
        status: 'complete',
        errorShown: false,
      };
    case 'failed':
      if (event.generation !== state.generation || event.page !== state.page || state.status !== 'loading')
        return state;
      return { ...state, status: 'error' };
    case 'errorShown':
      return state.errorShown ? state : { ...state, errorShown: true };
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'loading' } : state;
    default:
      return event satisfies never;
  }
}

/** The query of `GET attractions` for a page (spec 1 §7); `date_start` defaults to today. */
export interface AttractionSearchQuery {
  date_start: DateOnly;
  search_term: string;
  currency: CurrencyCode;
  page: number;
  size: number;
}

/** The query for `page` of the search. */
export function searchQuery(
  criteria: SearchCriteria,
  page: number,
  now: number,
  timeZone: string,
): AttractionSearchQuery {
  return {
    date_start:
      criteria.startDate || (todayDateOnly(now, timeZone) ?? (todayDateOnly(now, 'UTC') as DateOnly)),
    search_term: criteria.term.trim(),
    currency: criteria.currency,
    page,
    size: SEARCH_PAGE_SIZE,
  };
}

/** The calls and time the search page uses. */
export interface SearchPagingEffects {
  /** `GET attractions` with the query (the client adds language_code); rejects on failure. */
  fetchPage(
    query: AttractionSearchQuery,
    locale: string,
    signal: AbortSignal,
  ): Promise<AttractionSearchResponse>;
  timers: TimerProvider;
  /** The current instant and the visitor's zone, for the default start date. */
  now(): number;
  timeZone: string;
  logger?: Logger;
}

/** The search page's store: `setCriteria` debounces changes; loads run on entering `loading`. */
export interface SearchPagingStore extends Store<SearchPagingState, SearchPagingEvent> {
  /** Term, locale or currency changed: starts again at page 0 after 300 ms without another change. */
  setCriteria(criteria: SearchCriteria): void;
}

/** A first page already answered (a server's snapshot): the store starts with it, asking nothing. */
export interface SearchFirstPage {
  criteria: SearchCriteria;
  response: AttractionSearchResponse;
}

/**
 * The search page as a store with injected fetching and timers; with `first`, it starts on that
 * page of results (as if its criteria had been set and answered), so the same criteria set again
 * ask for nothing.
 */
export function createSearchPagingStore(
  effects: SearchPagingEffects,
  first?: SearchFirstPage,
): SearchPagingStore {
  const logger = effects.logger ?? silentLogger;
  let controller: AbortController | undefined;
  const started = first
    ? [
        { type: 'criteriaChanged', criteria: first.criteria } as const,
        { type: 'loaded', generation: 1, page: 0, response: first.response } as const,
      ].reduce<SearchPagingState>(searchPagingTransition, initialSearchPagingState)
    : initialSearchPagingState;
  const store = createStore(started, searchPagingTransition, (next, previous) => {
    if (
      next.status !== 'loading' ||
      (previous.status === 'loading' && previous.generation === next.generation)
    )
      return;
    const { generation, page, criteria } = next;
    if (!criteria) return;
    if (page === 0) controller?.abort();
    const current = new AbortController();
    controller = current;
    effects
      .fetchPage(
        searchQuery(criteria, page, effects.now(), effects.timeZone),
        criteria.locale,
        current.signal,
      )
      .then(
        (response) => store.send({ type: 'loaded', generation, page, response }),
        (error: unknown) => {
          if (current.signal.aborted) return;
          logger.error('Attraction search failed', error);
          store.send({ type: 'failed', generation, page });
        },
      );
  });
  const change = debounce(
    (criteria: SearchCriteria) => store.send({ type: 'criteriaChanged', criteria }),
    SEARCH_DEBOUNCE_MS,
    effects.timers,
  );
  return {
    ...store,
    setCriteria(criteria) {
      const current = store.getSnapshot().criteria;
      if (
        current &&
        current.term === criteria.term &&
        current.locale === criteria.locale &&
        current.currency === criteria.currency &&
        current.startDate === criteria.startDate
      ) {
        change.cancel();
        return;
      }
      change(criteria);
    },
  };
}
