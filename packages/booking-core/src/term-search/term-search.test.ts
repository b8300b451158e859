import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers, systemClock } from '../adapters/timers';
import { recordingLogger } from '../testing/helpers.test-utils';
import {
  createTermSearchStore,
  initialTermSearchState,
  isSearchableTerm,
  TERM_SEARCH_MIN_CHARS,
  TERM_SEARCH_THROTTLE_MS,
  type TermSearchState,
  termSearchTransition,
} from './term-search';

type Answer = { names: string[] };
const initial = initialTermSearchState as TermSearchState<Answer>;

describe('constants', () => {
  it('match spec 1 §5, §9', () => {
    expect(TERM_SEARCH_MIN_CHARS).toBe(3);
    expect(TERM_SEARCH_THROTTLE_MS).toBe(500);
  });

  it('searches from 3 characters, spaces around the term not counted', () => {
    expect(isSearchableTerm('co')).toBe(false);
    expect(isSearchableTerm(' co ')).toBe(false);
    expect(isSearchableTerm('cor')).toBe(true);
  });
});

describe('termSearchTransition', () => {
  it('loads from 3 characters and ignores answers for another term', () => {
    const loading = termSearchTransition(initial, { type: 'type', term: 'cor' });
    expect(loading.status).toBe('loading');
    expect(termSearchTransition(initial, { type: 'type', term: 'co' }).status).toBe('idle');
    const response = { names: ['Cork'] };
    expect(termSearchTransition(loading, { type: 'loaded', term: 'co', response })).toBe(loading);
    expect(termSearchTransition(loading, { type: 'failed', term: 'co' })).toBe(loading);
    expect(termSearchTransition(loading, { type: 'loaded', term: 'cor', response })).toMatchObject({
      status: 'complete',
      respondedTerm: 'cor',
      response,
    });
    expect(termSearchTransition(loading, { type: 'failed', term: 'cor' }).status).toBe('error');
  });

  it('keeps the latest answer while the term changes', () => {
    const response = { names: ['Cork'] };
    const answered = termSearchTransition(termSearchTransition(initial, { type: 'type', term: 'cor' }), {
      type: 'loaded',
      term: 'cor',
      response,
    });
    expect(termSearchTransition(answered, { type: 'type', term: 'c' })).toMatchObject({
      status: 'idle',
      response,
      respondedTerm: 'cor',
    });
  });
});

describe('createTermSearchStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const effects = <R>(search: (term: string, signal: AbortSignal) => Promise<R>) => ({
    search,
    timers: globalTimers,
    clock: systemClock,
    failure: 'Test search failed',
  });

  it('throttles to one call per 500 ms with the latest trimmed term, aborting the older call', async () => {
    const signals: AbortSignal[] = [];
    const search = vi.fn(async (term: string, signal: AbortSignal) => {
      signals.push(signal);
      return { names: [term] };
    });
    const store = createTermSearchStore(effects(search));
    store.send({ type: 'type', term: 'cor' });
    store.send({ type: 'type', term: 'cork' });
    store.send({ type: 'type', term: 'cork ' });
    expect(search.mock.calls.map(([term]) => term)).toEqual(['cor']);
    await vi.advanceTimersByTimeAsync(499);
    expect(search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(search.mock.calls.map(([term]) => term)).toEqual(['cor', 'cork']);
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'complete', respondedTerm: 'cork' });
  });

  it('drops the pending call below 3 characters, and logs a failure under its name', async () => {
    const logger = recordingLogger();
    const search = vi.fn(async (): Promise<Answer> => {
      throw new Error('down');
    });
    const store = createTermSearchStore({ ...effects(search), logger });
    store.send({ type: 'type', term: 'dub' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('error');
    expect(logger.entries[0]?.message).toBe('Test search failed');
    store.send({ type: 'type', term: 'dubl' });
    store.send({ type: 'type', term: 'du' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('aborts the running call when the term falls below 3 characters, and reports no error for it', async () => {
    const logger = recordingLogger();
    const signals: AbortSignal[] = [];
    const search = vi.fn(
      (_term: string, signal: AbortSignal) =>
        new Promise<Answer>((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const store = createTermSearchStore({ ...effects(search), logger });
    store.send({ type: 'type', term: 'dub' });
    store.send({ type: 'type', term: 'du' });
    await vi.runAllTimersAsync();
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getSnapshot().status).toBe('idle');
    expect(logger.entries).toEqual([]);
  });
});
