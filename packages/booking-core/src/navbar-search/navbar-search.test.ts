import type { NavbarSearchItem, NavbarSearchResponse } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../adapters/storage';
import { recordingLogger } from '../testing/helpers.test-utils';
import {
  addRecentSearch,
  loadRecentSearches,
  navbarSuggestions,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
  rememberSearch,
} from './navbar-search';

const item = (n: number): NavbarSearchItem => ({
  type: 'attraction',
  value: `a-${n}`,
  name: `Attraction ${n}`,
});
const cork: NavbarSearchItem = { type: 'city', value: 'cork', name: 'Cork' };

describe('constants', () => {
  it('match spec 1 §9', () => {
    expect(RECENT_SEARCHES_MAX).toBe(6);
  });
});

describe('recent searches', () => {
  it('keeps at most 6, newest first, without duplicates', () => {
    let list: NavbarSearchItem[] = [];
    for (let n = 1; n <= 8; n += 1) list = addRecentSearch(list, item(n));
    expect(list.map((entry) => entry.value)).toEqual(['a-8', 'a-7', 'a-6', 'a-5', 'a-4', 'a-3']);
    list = addRecentSearch(list, item(5));
    expect(list.map((entry) => entry.value)).toEqual(['a-5', 'a-8', 'a-7', 'a-6', 'a-4', 'a-3']);
    expect(
      addRecentSearch([{ ...cork }], { type: 'country', value: 'cork', name: 'Cork county?' }),
    ).toHaveLength(2);
  });

  it('are stored and read back', () => {
    const storage = createMemoryStorage();
    expect(loadRecentSearches(storage)).toEqual([]);
    rememberSearch(storage, cork);
    rememberSearch(storage, { ...item(1), extra: 'dropped' } as NavbarSearchItem);
    expect(loadRecentSearches(storage)).toEqual([item(1), cork]);
  });

  it.each([
    'not json',
    '{"a":1}',
    '[{"type":"planet","value":"x","name":"y"}]',
    '[null]',
    '[{"type":"city","value":1,"name":"x"}]',
  ])('a corrupt stored value (%s) is logged and reset to an empty list', (raw) => {
    const storage = createMemoryStorage({ [RECENT_SEARCHES_STORAGE_KEY]: raw });
    const logger = recordingLogger();
    expect(loadRecentSearches(storage, logger)).toEqual([]);
    expect(storage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('[]');
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'Recent searches could not be read; the list was reset',
      }),
    ]);
  });

  it('reads at most 6 even when more were stored', () => {
    const storage = createMemoryStorage({
      [RECENT_SEARCHES_STORAGE_KEY]: JSON.stringify([1, 2, 3, 4, 5, 6, 7].map(item)),
    });
    expect(loadRecentSearches(storage)).toHaveLength(6);
  });
});

describe('navbarSuggestions (spec 1 §5)', () => {
  const response: NavbarSearchResponse = { results: [cork], popular: [item(9)], has_more: true };

  it('below 3 characters shows the recent list, or popular without recent searches', () => {
    expect(navbarSuggestions({ term: 'co', recent: [item(1)], popular: [item(9)] })).toEqual({
      kind: 'recent',
      items: [item(1)],
      showAll: false,
    });
    expect(navbarSuggestions({ term: '', recent: [], popular: [item(9)] })).toEqual({
      kind: 'popular',
      items: [item(9)],
      showAll: false,
    });
    expect(navbarSuggestions({ term: ' co ', recent: [], popular: [item(9)] }).kind).toBe('popular');
  });

  it("from 3 characters shows the results, with 'Show all results' when more exist", () => {
    expect(navbarSuggestions({ term: 'cor', recent: [item(1)], popular: [], response })).toEqual({
      kind: 'results',
      items: [cork],
      showAll: true,
    });
    expect(navbarSuggestions({ term: 'cor', recent: [], popular: [] })).toEqual({
      kind: 'results',
      items: [],
      showAll: false,
    });
  });
});
