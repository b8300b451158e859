import type { NavbarSearchItem, NavbarSearchResponse } from '@coras/api-client';
import {
  createTermSearchStore,
  isSearchableTerm,
  type KeyValueStorage,
  loadRecentSearches,
  type NavbarSuggestions,
  navbarSuggestions,
  type RecentSearch,
  rememberSearch,
  systemClock,
} from '@coras/booking-core';
import { atom, useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';

/**
 * The visitor's recent searches (spec 1 §3: stored locally, at most 6), read once per widget and
 * shared by its search fields (the bar's and the mobile menu's). `null` until read.
 */
export const recentSearchesAtom = atom<RecentSearch[] | null>(null);

export interface UseNavbarSearchOptions {
  /** Where recent searches are kept. */
  storage: KeyValueStorage;
  /** Whether the suggestions are on screen: popular entries are fetched only then. */
  open: boolean;
}

/**
 * The navbar search: booking-core's search as you type (3 characters, one `GET search` per 500 ms, older
 * calls aborted) through the provider's client, and the suggestions of spec 1 §5 — below 3
 * characters the recent searches, or the popular entries when there are none; from 3 the results
 * and whether 'Show all results' applies.
 */
export function useNavbarSearch({ storage, open }: UseNavbarSearchOptions) {
  const { client, locale, logError, timers, emitAnalytics } = useCorasContext();
  const log = useRef(logError);
  log.current = logError;
  const logger = useMemo(
    () => ({
      warn: (message: string, details?: unknown) => log.current(`Coras widget: ${message}`, details),
      error: (message: string, details?: unknown) => log.current(`Coras widget: ${message}`, details),
    }),
    [],
  );

  const call = useCallback(
    (query: string, signal: AbortSignal) =>
      client.GET('/{api_version}/search', { params: { query: { query, locale } }, signal }),
    [client, locale],
  );
  const search = useCallback(
    async (query: string, signal: AbortSignal): Promise<NavbarSearchResponse> => {
      const { data, error } = await call(query, signal);
      if (error) throw error;
      return data;
    },
    [call],
  );
  // A store per locale: answers name places in the visitor's language.
  const store = useMemo(
    () =>
      createTermSearchStore({ search, timers, clock: systemClock, failure: 'Navbar search failed', logger }),
    [search, logger, timers],
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const [recent, setRecent] = useAtom(recentSearchesAtom);
  useEffect(() => {
    // A corrupt entry is logged and reset by booking-core (spec 1 §3).
    if (recent === null) setRecent(loadRecentSearches(storage, logger));
  }, [recent, setRecent, storage, logger]);

  // Popular entries come with every answer; before the first search, ask with an empty term.
  const needsPopular =
    open &&
    recent !== null &&
    recent.length === 0 &&
    !state.response?.popular.length &&
    !isSearchableTerm(state.term);
  const popularAnswer = useApi<NavbarSearchResponse>(
    needsPopular ? ['navbar-search', locale, ''] : null,
    (signal) => call('', signal),
    { revalidateIfStale: false },
  );
  // Popular entries are kept from the latest answer.
  const popular = state.response?.popular.length
    ? state.response.popular
    : (popularAnswer.data?.popular ?? []);

  const term = state.term.trim();
  const suggestions: NavbarSuggestions = navbarSuggestions({
    term: state.term,
    recent: recent ?? [],
    popular,
    response: state.respondedTerm === term ? state.response : undefined,
  });

  /**
   * A result was opened: it joins the recent searches, an attraction is reported to analytics
   * (`select_item` with the list it came from), and the field empties.
   */
  const opened = (item: NavbarSearchItem) => {
    setRecent(rememberSearch(storage, item, logger));
    if (item.type === 'attraction') {
      const list = suggestions.kind;
      emitAnalytics({
        name: 'select_item',
        params: {
          item_list_id: `navbar_${list}`,
          item_list_name: `Navbar search: ${list}`,
          items: [{ item_id: item.value, item_name: item.name, index: suggestions.items.indexOf(item) }],
        },
      });
    }
    store.send({ type: 'type', term: '' });
  };

  return {
    state,
    suggestions,
    /** A search (from 3 characters) or the popular entries are on their way. */
    loading:
      state.status === 'loading' ||
      (needsPopular && popularAnswer.data === undefined && !popularAnswer.error),
    setTerm: (value: string) => store.send({ type: 'type', term: value }),
    opened,
  };
}
