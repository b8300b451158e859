import type { NavbarSearchItem, NavbarSearchResponse } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import { throttle } from '../adapters/rate-limit';
import type { KeyValueStorage } from '../adapters/storage';
import type { Clock, TimerProvider } from '../adapters/timers';
import { createStore, type Store } from '../store/store';

/** Navbar search runs from this many characters (spec 1 §5, §9). */
export const NAVBAR_SEARCH_MIN_CHARS = 3;
/** Navbar search runs at most once per this many ms (spec 1 §9). */
export const NAVBAR_SEARCH_THROTTLE_MS = 500;
/** How many recent searches are kept (spec 1 §3, §9). */
export const RECENT_SEARCHES_MAX = 6;
/** Where recent searches are stored. */
export const RECENT_SEARCHES_STORAGE_KEY = 'coras:recent-searches';

/** A recent search: a result the visitor opened. */
export type RecentSearch = NavbarSearchItem;

const TYPES = new Set(['attraction', 'country', 'city']);

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.type === 'string' &&
    TYPES.has(entry.type) &&
    typeof entry.value === 'string' &&
    typeof entry.name === 'string'
  );
}

/**
 * The recent searches in storage, newest first. **A stored value that cannot be read (not JSON,
 * not a list of searches) is logged and reset to an empty list** (spec 1 §3).
 */
export function loadRecentSearches(storage: KeyValueStorage, logger: Logger = silentLogger): RecentSearch[] {
  const raw = storage.getItem(RECENT_SEARCHES_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isRecentSearch))
      throw new TypeError('Not a list of recent searches');
    return parsed.slice(0, RECENT_SEARCHES_MAX);
  } catch (error) {
    logger.error('Recent searches could not be read; the list was reset', error);
    storage.setItem(RECENT_SEARCHES_STORAGE_KEY, '[]');
    return [];
  }
}

/** Adds a search in front, without duplicates (same type and value), keeping at most 6. */
export function addRecentSearch(list: readonly RecentSearch[], item: RecentSearch): RecentSearch[] {
  const entry = { type: item.type, value: item.value, name: item.name };
  const rest = list.filter((existing) => existing.type !== item.type || existing.value !== item.value);
  return [entry, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

/** Adds a search to storage and answers the new list. */
export function rememberSearch(
  storage: KeyValueStorage,
  item: RecentSearch,
  logger?: Logger,
): RecentSearch[] {
  const list = addRecentSearch(loadRecentSearches(storage, logger), item);
  storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  return list;
}

/** True when a term is long enough to search (3 characters). */
export function isNavbarSearchable(term: string): boolean {
  return term.trim().length >= NAVBAR_SEARCH_MIN_CHARS;
}

/** What the navbar dropdown lists. */
export interface NavbarSuggestions {
  /** Below 3 characters: the recent searches, or popular when there are none; else results. */
  kind: 'recent' | 'popular' | 'results';
  items: NavbarSearchItem[];
  /** 'Show all results' (to the search page) shows when the API says more exist. */
  showAll: boolean;
}

/**
 * The navbar dropdown's content (spec 1 §5): below 3 characters the recent list, or the popular
 * list when there is no recent search; from 3 characters the results of that term.
 */
export function navbarSuggestions(input: {
  term: string;
  recent: readonly RecentSearch[];
  popular: readonly NavbarSearchItem[];
  response?: NavbarSearchResponse | undefined;
}): NavbarSuggestions {
  if (!isNavbarSearchable(input.term)) {
    return input.recent.length > 0
      ? { kind: 'recent', items: [...input.recent], showAll: false }
      : { kind: 'popular', items: [...input.popular], showAll: false };
  }
  return {
    kind: 'results',
    items: [...(input.response?.results ?? [])],
    showAll: input.response?.has_more ?? false,
  };
}

/** The navbar search's state. */
export interface NavbarSearchState {
  term: string;
  status: 'idle' | 'loading' | 'complete' | 'error';
  /** The answer for `respondedTerm`. */
  response: NavbarSearchResponse | undefined;
  respondedTerm: string | undefined;
  /** Popular entries, kept from the latest answer. */
  popular: NavbarSearchItem[];
}

/** What the navbar search is told. */
export type NavbarSearchEvent =
  | { type: 'type'; term: string }
  | { type: 'loaded'; term: string; response: NavbarSearchResponse }
  | { type: 'failed'; term: string };

/** The navbar search before anything was typed. */
export const initialNavbarSearchState: NavbarSearchState = {
  term: '',
  status: 'idle',
  response: undefined,
  respondedTerm: undefined,
  popular: [],
};

/** The navbar search's pure transition; answers for another term than the current one are ignored. */
export function navbarSearchTransition(
  state: NavbarSearchState,
  event: NavbarSearchEvent,
): NavbarSearchState {
  switch (event.type) {
    case 'type':
      return { ...state, term: event.term, status: isNavbarSearchable(event.term) ? 'loading' : 'idle' };
    case 'loaded':
      if (event.term !== state.term.trim()) return state;
      return {
        ...state,
        status: 'complete',
        response: event.response,
        respondedTerm: event.term,
        popular: event.response.popular,
      };
    case 'failed':
      return event.term === state.term.trim() ? { ...state, status: 'error' } : state;
    default:
      return event satisfies never;
  }
}

/** The calls the navbar search makes. */
export interface NavbarSearchEffects {
  /** `GET search` (the API client's `searchNavbar`); rejects on failure. */
  search(term: string, signal: AbortSignal): Promise<NavbarSearchResponse>;
  timers: TimerProvider;
  clock: Clock;
  logger?: Logger;
}

/** The navbar search as a store: from 3 characters, at most one call per 500 ms, older calls aborted. */
export function createNavbarSearchStore(
  effects: NavbarSearchEffects,
): Store<NavbarSearchState, NavbarSearchEvent> {
  const logger = effects.logger ?? silentLogger;
  let controller: AbortController | undefined;
  const search = throttle(
    (term: string) => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      effects.search(term, current.signal).then(
        (response) => store.send({ type: 'loaded', term, response }),
        (error: unknown) => {
          if (current.signal.aborted) return;
          logger.error('Navbar search failed', error);
          store.send({ type: 'failed', term });
        },
      );
    },
    NAVBAR_SEARCH_THROTTLE_MS,
    effects.timers,
    effects.clock,
  );
  const store = createStore(initialNavbarSearchState, navbarSearchTransition, (next, _previous, event) => {
    if (event.type !== 'type') return;
    if (isNavbarSearchable(next.term)) search(next.term.trim());
    else {
      search.cancel();
      controller?.abort();
    }
  });
  return store;
}
