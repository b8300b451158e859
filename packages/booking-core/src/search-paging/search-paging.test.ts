import type { AttractionSearchResponse, SearchResultCard } from '@coras/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '../adapters/timers';
import {
  type AttractionSearchQuery,
  canLoadMore,
  createSearchPagingStore,
  initialSearchPagingState,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SEARCH_SENTINEL_ROOT_MARGIN,
  type SearchCriteria,
  type SearchPagingState,
  searchPagingTransition,
  searchQuery,
  showsSearchError,
} from './search-paging';

const card = (n: number): SearchResultCard => ({
  attraction_id: `a-${n}`,
  attraction_name: `Attraction ${n}`,
  images: {},
  min_price: { EUR: 1000 },
  timezone: 'Europe/Dublin',
});
const page = (from: number, count: number, total: number): AttractionSearchResponse => ({
  total,
  results: Array.from({ length: count }, (_, index) => card(from + index)),
});
const criteria: SearchCriteria = { term: 'cliffs', locale: 'en-GB', currency: 'EUR' };

describe('texts and constants (spec 1 §2, §9)', () => {
  it('match the spec', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_SENTINEL_ROOT_MARGIN).toBe('0px 0px 50% 0px');
  });
});

describe('searchQuery', () => {
  it('asks for one page of 10, with today as the default start date', () => {
    expect(
      searchQuery({ ...criteria, term: ' cliffs ' }, 2, Date.parse('2026-05-10T23:30:00Z'), 'Europe/Berlin'),
    ).toEqual({
      date_start: '2026-05-11',
      search_term: 'cliffs',
      currency: 'EUR',
      page: 2,
      size: 10,
    });
    expect(searchQuery({ ...criteria, startDate: '2026-06-01' }, 0, 0, 'UTC').date_start).toBe('2026-06-01');
    expect(searchQuery(criteria, 0, Date.parse('2026-05-10T23:30:00Z'), 'Bad/Zone').date_start).toBe(
      '2026-05-10',
    );
  });
});

describe('searchPagingTransition (spec 1 §4)', () => {
  function loaded(total: number): SearchPagingState {
    const loading = searchPagingTransition(initialSearchPagingState, { type: 'criteriaChanged', criteria });
    return searchPagingTransition(loading, {
      type: 'loaded',
      generation: loading.generation,
      page: 0,
      response: page(0, 10, total),
    });
  }

  it('new criteria reset to page 0 with no results', () => {
    const state = loaded(25);
    const next = searchPagingTransition(
      { ...state, page: 2 },
      { type: 'criteriaChanged', criteria: { ...criteria, currency: 'GBP' } },
    );
    expect(next).toMatchObject({
      page: 0,
      results: [],
      total: 0,
      status: 'loading',
      generation: state.generation + 1,
    });
  });

  it('loads the next page only when more remain and nothing is loading', () => {
    const state = loaded(25);
    expect(canLoadMore(state)).toBe(true);
    const more = searchPagingTransition(state, { type: 'sentinelVisible' });
    expect(more).toMatchObject({ page: 1, status: 'loading' });
    expect(searchPagingTransition(more, { type: 'sentinelVisible' })).toBe(more);
    const appended = searchPagingTransition(more, {
      type: 'loaded',
      generation: more.generation,
      page: 1,
      response: page(10, 10, 25),
    });
    expect(appended.results.map((result) => result.attraction_id).slice(8, 12)).toEqual([
      'a-8',
      'a-9',
      'a-10',
      'a-11',
    ]);
    const all = loaded(10);
    expect(canLoadMore(all)).toBe(false);
    expect(searchPagingTransition(all, { type: 'sentinelVisible' })).toBe(all);
    expect(canLoadMore(initialSearchPagingState)).toBe(false);
  });

  it('ignores answers for older criteria or another page', () => {
    const state = searchPagingTransition(loaded(25), { type: 'sentinelVisible' });
    expect(
      searchPagingTransition(state, {
        type: 'loaded',
        generation: state.generation - 1,
        page: 1,
        response: page(0, 1, 1),
      }),
    ).toBe(state);
    expect(
      searchPagingTransition(state, {
        type: 'loaded',
        generation: state.generation,
        page: 0,
        response: page(0, 1, 1),
      }),
    ).toBe(state);
    expect(searchPagingTransition(state, { type: 'failed', generation: state.generation - 1, page: 1 })).toBe(
      state,
    );
    const done = loaded(25);
    expect(searchPagingTransition(done, { type: 'failed', generation: done.generation, page: 0 })).toBe(done);
  });

  it('shows the error modal once, and Refresh retries the failed page', () => {
    const loading = searchPagingTransition(loaded(25), { type: 'sentinelVisible' });
    const failed = searchPagingTransition(loading, {
      type: 'failed',
      generation: loading.generation,
      page: 1,
    });
    expect(showsSearchError(failed)).toBe(true);
    const shown = searchPagingTransition(failed, { type: 'errorShown' });
    expect(showsSearchError(shown)).toBe(false);
    expect(searchPagingTransition(shown, { type: 'errorShown' })).toBe(shown);
    const retrying = searchPagingTransition(shown, { type: 'retry' });
    expect(retrying).toMatchObject({ status: 'loading', page: 1 });
    expect(searchPagingTransition(retrying, { type: 'retry' })).toBe(retrying);
  });
});

describe('createSearchPagingStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(fetchPage = vi.fn(async (query: AttractionSearchQuery) => page(query.page * 10, 10, 25))) {
    const store = createSearchPagingStore({
      fetchPage,
      timers: globalTimers,
      now: () => Date.now(),
      timeZone: 'Europe/Dublin',
    });
    return { store, fetchPage };
  }

  it("starts on a server's first page: the same criteria ask for nothing, the next page continues it", async () => {
    const fetchPage = vi.fn(async (query: AttractionSearchQuery) => page(query.page * 10, 10, 25));
    const store = createSearchPagingStore(
      { fetchPage, timers: globalTimers, now: () => Date.now(), timeZone: 'Europe/Dublin' },
      { criteria, response: page(0, 10, 25) },
    );
    expect(store.getSnapshot()).toMatchObject({ criteria, status: 'complete', total: 25, page: 0 });
    expect(store.getSnapshot().results).toHaveLength(10);
    store.setCriteria({ ...criteria });
    await vi.runAllTimersAsync();
    expect(fetchPage).not.toHaveBeenCalled();
    store.send({ type: 'sentinelVisible' });
    await vi.runAllTimersAsync();
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ page: 1 }),
      'en-GB',
      expect.any(AbortSignal),
    );
    expect(store.getSnapshot().results).toHaveLength(20);
  });

  it('debounces criteria changes by 300 ms and then loads page 0', async () => {
    const { store, fetchPage } = setup();
    store.setCriteria({ ...criteria, term: 'cli' });
    await vi.advanceTimersByTimeAsync(200);
    store.setCriteria(criteria);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith(
      { date_start: '2026-05-10', search_term: 'cliffs', currency: 'EUR', page: 0, size: 10 },
      'en-GB',
      expect.any(AbortSignal),
    );
    await vi.runAllTimersAsync();
    expect(store.getSnapshot()).toMatchObject({ status: 'complete', total: 25 });
  });

  it('ignores a change back to the current criteria', async () => {
    const { store, fetchPage } = setup();
    store.setCriteria(criteria);
    await vi.runAllTimersAsync();
    store.setCriteria({ ...criteria, term: 'other' });
    store.setCriteria(criteria);
    await vi.runAllTimersAsync();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('loads further pages from the sentinel until all results are shown', async () => {
    const { store, fetchPage } = setup();
    store.setCriteria(criteria);
    await vi.runAllTimersAsync();
    store.send({ type: 'sentinelVisible' });
    await vi.runAllTimersAsync();
    store.send({ type: 'sentinelVisible' });
    await vi.runAllTimersAsync();
    store.send({ type: 'sentinelVisible' });
    await vi.runAllTimersAsync();
    expect(fetchPage.mock.calls.map(([query]) => query.page)).toEqual([0, 1, 2]);
    expect(store.getSnapshot().results).toHaveLength(30);
  });

  it('aborts the previous search when the criteria change, and reports a failure once', async () => {
    const signals: AbortSignal[] = [];
    const logger = { warn: vi.fn(), error: vi.fn() };
    const fetchPage = vi.fn(
      (_query: AttractionSearchQuery, _locale: string, signal: AbortSignal) =>
        new Promise<AttractionSearchResponse>((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          if (signals.length === 2) reject(new Error('500'));
        }),
    );
    const store = createSearchPagingStore({
      fetchPage,
      timers: globalTimers,
      now: () => Date.now(),
      timeZone: 'UTC',
      logger,
    });
    store.setCriteria(criteria);
    await vi.runAllTimersAsync();
    store.setCriteria({ ...criteria, locale: 'de-DE' });
    await vi.runAllTimersAsync();
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getSnapshot().status).toBe('error');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
