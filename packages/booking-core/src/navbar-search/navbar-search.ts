import type { NavbarSearchItem, NavbarSearchResponse } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import type { KeyValueStorage } from '../adapters/storage';
import { isSearchableTerm } from '../term-search/term-search';

// The search itself (3 characters, one call per 500 ms) is the shared search as you type,
// `createTermSearchStore`; this module holds what only the navbar has.

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
  if (!isSearchableTerm(input.term)) {
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
