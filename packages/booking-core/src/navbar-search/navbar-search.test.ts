import type { NavbarSearchItem, NavbarSearchResponse } from '@coras/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../adapters/storage';
import { globalTimers, systemClock } from '../adapters/timers';
import { recordingLogger } from '../testing/helpers.test-utils';
import {
  addRecentSearch,
  createNavbarSearchStore,
  initialNavbarSearchState,
  isNavbarSearchable,
  loadRecentSearches,
  NAVBAR_SEARCH_MIN_CHARS,
  NAVBAR_SEARCH_THROTTLE_MS,
  navbarSearchTransition,
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
    expect(NAVBAR_SEARCH_MIN_CHARS).toBe(3);
    expect(NAVBAR_SEARCH_THROTTLE_MS).toBe(500);
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
    expect(isNavbarSearchable(' co ')).toBe(false);
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

describe('navbarSearchTransition', () => {
  it('loads from 3 characters and ignores answers for another term', () => {
    const loading = navbarSearchTransition(initialNavbarSearchState, { type: 'type', term: 'cor' });
    expect(loading.status).toBe('loading');
    expect(navbarSearchTransition(initialNavbarSearchState, { type: 'type', term: 'co' }).status).toBe(
      'idle',
    );
    const response = { results: [cork], popular: [item(2)], has_more: false };
    expect(navbarSearchTransition(loading, { type: 'loaded', term: 'co', response })).toBe(loading);
    expect(navbarSearchTransition(loading, { type: 'failed', term: 'co' })).toBe(loading);
    expect(navbarSearchTransition(loading, { type: 'loaded', term: 'cor', response })).toMatchObject({
      status: 'complete',
      respondedTerm: 'cor',
      popular: [item(2)],
    });
    expect(navbarSearchTransition(loading, { type: 'failed', term: 'cor' }).status).toBe('error');
  });
});

describe('createNavbarSearchStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('throttles to one call per 500 ms with the latest term, aborting the older call', async () => {
    const signals: AbortSignal[] = [];
    const search = vi.fn(async (term: string, signal: AbortSignal) => {
      signals.push(signal);
      return { results: [{ ...cork, name: term }], popular: [], has_more: false };
    });
    const store = createNavbarSearchStore({ search, timers: globalTimers, clock: systemClock });
    store.send({ type: 'type', term: 'cor' });
    store.send({ type: 'type', term: 'cork' });
    store.send({ type: 'type', term: 'cork ' });
    expect(search.mock.calls.map(([term]) => term)).toEqual(['cor']);
    await vi.advanceTimersByTimeAsync(500);
    expect(search.mock.calls.map(([term]) => term)).toEqual(['cor', 'cork']);
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'complete', respondedTerm: 'cork' });
  });

  it('cancels below 3 characters and reports failures as error', async () => {
    const logger = recordingLogger();
    const search = vi.fn(async () => {
      throw new Error('down');
    });
    const store = createNavbarSearchStore({ search, timers: globalTimers, clock: systemClock, logger });
    store.send({ type: 'type', term: 'dub' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('error');
    expect(logger.entries[0]?.message).toBe('Navbar search failed');
    store.send({ type: 'type', term: 'dubl' });
    store.send({ type: 'type', term: 'du' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('does not report an aborted call', async () => {
    const rejections: ((error: Error) => void)[] = [];
    const search = vi.fn(
      (_term: string, signal: AbortSignal) =>
        new Promise<NavbarSearchResponse>((_resolve, reject) => {
          rejections.push(reject);
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const store = createNavbarSearchStore({ search, timers: globalTimers, clock: systemClock });
    store.send({ type: 'type', term: 'dub' });
    store.send({ type: 'type', term: 'du' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('idle');
  });
});
