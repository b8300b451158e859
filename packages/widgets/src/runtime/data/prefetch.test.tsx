import type { CorasResult } from '@coras/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiScope } from './ApiScope';
import { fetchApi } from './fetchApi';
import { createPrefetcher, PrefetchContext, type Prefetcher, usePageShown } from './prefetch';
import { useApi } from './useApi';

/** A call that answers when the test says, recording the signal it was given. */
function manualCall<T>() {
  const signals: AbortSignal[] = [];
  let answer: (data: T) => void = () => undefined;
  const call = vi.fn(
    (signal: AbortSignal) =>
      new Promise<CorasResult<T>>((resolve) => {
        signals.push(signal);
        answer = (data) => resolve({ data, error: undefined, response: undefined });
      }),
  );
  /** As SWR fetches it: its data. */
  const fetch = (signal: AbortSignal) => fetchApi(call, signal);
  return { call, fetch, signals, answer: (data: T) => answer(data) };
}

/** The key as the cache names it. */
const id = (key: readonly string[]) => unstable_serialize(key);

describe('createPrefetcher', () => {
  it('sends one request per key however often it is started, and hands it over once', async () => {
    const prefetcher = createPrefetcher(5000);
    const { call, fetch, answer } = manualCall<string>();
    const first = prefetcher.start(['landing', 'ireland'], fetch);
    const second = prefetcher.start(['landing', 'ireland'], fetch);
    expect(call).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);

    const taken = prefetcher.take(id(['landing', 'ireland']));
    answer('sections');
    await expect(taken?.answer).resolves.toBe('sections');
    expect(prefetcher.take(id(['landing', 'ireland']))).toBeUndefined();
    expect(prefetcher.take(id(['landing', 'cork']))).toBeUndefined();
  });

  it('keeps a request on its way however long it takes, an answer only for the deduping interval', async () => {
    let now = 0;
    const prefetcher = createPrefetcher(5000, () => now);
    const slow = manualCall<string>();
    prefetcher.start(['slow'], slow.fetch);
    now = 60_000;
    expect(prefetcher.take(id(['slow']))).toBeDefined();

    const quick = manualCall<string>();
    const answered = prefetcher.start(['quick'], quick.fetch);
    quick.answer('old');
    await answered;
    now += 5001;
    expect(prefetcher.take(id(['quick']))).toBeUndefined();
    // Started again once stale, it asks the server again.
    prefetcher.start(['quick'], quick.fetch);
    expect(quick.call).toHaveBeenCalledTimes(2);
  });

  it('runs the first page’s prefetch once, however often the provider renders', () => {
    const prefetcher = createPrefetcher(5000);
    const prefetch = vi.fn();
    prefetcher.once(prefetch);
    prefetcher.once(prefetch);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('settles firstPage with the first page’s answers, a failure too, not before', async () => {
    const prefetcher = createPrefetcher(5000);
    const settled = vi.fn();
    void prefetcher.firstPage.then(settled);
    let fail: (error: Error) => void = () => undefined;
    prefetcher.once(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    // A provider's check after its first render: a page is prefetching, so the gate stays shut.
    prefetcher.settleFirstPage({ unlessStarted: true });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    fail(new Error('offline'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
  });

  it('settles firstPage at once when nothing was prefetched, or at the cap', async () => {
    const idle = createPrefetcher(5000);
    idle.once(() => undefined);
    await expect(idle.firstPage).resolves.toBeUndefined();

    const navbarOnly = createPrefetcher(5000);
    navbarOnly.settleFirstPage({ unlessStarted: true });
    await expect(navbarOnly.firstPage).resolves.toBeUndefined();

    const stalled = createPrefetcher(5000);
    stalled.once(() => new Promise(() => undefined));
    stalled.settleFirstPage();
    await expect(stalled.firstPage).resolves.toBeUndefined();
  });

  it('settles shown at the first pageShown, not before', async () => {
    const prefetcher = createPrefetcher(5000);
    const shown = vi.fn();
    void prefetcher.shown.then(shown);
    await Promise.resolve();
    expect(shown).not.toHaveBeenCalled();
    prefetcher.pageShown();
    prefetcher.pageShown();
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });
});

describe('usePageShown', () => {
  it('tells the prefetcher once the page says its content is shown', async () => {
    const prefetcher = createPrefetcher(5000);
    const shown = vi.fn();
    void prefetcher.shown.then(shown);
    const { rerender } = renderHook(({ ready }) => usePageShown(ready), {
      initialProps: { ready: false },
      wrapper: wrapperWith(prefetcher),
    });
    await Promise.resolve();
    expect(shown).not.toHaveBeenCalled();
    rerender({ ready: true });
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });
});

function wrapperWith(prefetcher: Prefetcher) {
  // As the provider does: one cache for the widget, taking over its prefetcher's requests.
  return ({ children }: { children: ReactNode }) => (
    <PrefetchContext.Provider value={prefetcher}>
      <ApiScope prefetcher={prefetcher}>{children}</ApiScope>
    </PrefetchContext.Provider>
  );
}

describe('useApi with a prefetched request', () => {
  it('takes the request over instead of sending its own', async () => {
    const prefetcher = createPrefetcher(5000);
    const ahead = manualCall<string>();
    prefetcher.start(['attraction', 'x'], ahead.fetch);
    const own = manualCall<string>();
    const { result } = renderHook(() => useApi(['attraction', 'x'], own.call).data, {
      wrapper: wrapperWith(prefetcher),
    });
    ahead.answer('from ahead');
    await waitFor(() => expect(result.current).toBe('from ahead'));
    expect(own.call).not.toHaveBeenCalled();
  });

  it('aborts the taken request when its key is superseded, as it would its own', async () => {
    const prefetcher = createPrefetcher(5000);
    const ahead = manualCall<string>();
    prefetcher.start(['search', 'dub'], ahead.fetch);
    const own = manualCall<string>();
    const { rerender } = renderHook(({ term }) => useApi(['search', term], own.call), {
      wrapper: wrapperWith(prefetcher),
      initialProps: { term: 'dub' },
    });
    expect(own.call).not.toHaveBeenCalled();
    rerender({ term: 'dublin' });
    await waitFor(() => expect(own.call).toHaveBeenCalledTimes(1));
    expect(ahead.signals[0]?.aborted).toBe(true);
  });
});
