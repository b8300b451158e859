import { CorasApiError, type CorasResult } from '@coras/api-client';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiScope } from './ApiScope';
import { type ApiAnswer, type ApiKey, useApi } from './useApi';

/** A provider's cache of its own per test, as each widget has. */
function cachedWrapper() {
  return ({ children }: { children: ReactNode }) => <ApiScope prefetcher={null}>{children}</ApiScope>;
}
let wrapper = cachedWrapper();
beforeEach(() => {
  wrapper = cachedWrapper();
});

/**
 * A call whose answers wait for the test: `answer()` settles every request still out, each with
 * the number of requests made so far; `atOnce` answers each as soon as it is made.
 */
function deferredCall({ atOnce = false } = {}) {
  const signals: AbortSignal[] = [];
  const pending: Array<() => void> = [];
  const call = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<CorasResult<string>>((resolve) => {
      signal.addEventListener('abort', () =>
        resolve({ data: undefined, error: { kind: 'aborted' } as never, response: undefined }),
      );
      const settle = () =>
        resolve({ data: `answer ${signals.length}`, error: undefined, response: undefined });
      if (atOnce) queueMicrotask(settle);
      else pending.push(settle);
    });
  });
  const answer = () =>
    act(async () => {
      for (const settle of pending.splice(0)) settle();
    });
  return { call, signals, answer };
}

/**
 * What a screen reads of an answer, read while rendering as a screen does: SWR re-renders a
 * reader only for the fields it read.
 */
function read<T>(answer: ApiAnswer<T>) {
  const { data, error, isLoading, isValidating, mutate } = answer;
  return { data, error, isLoading, isValidating, mutate };
}

/** A screen that reads the key `['leaving']` and says what it has. */
function Screen({ call }: { call: (signal: AbortSignal) => Promise<CorasResult<string>> }) {
  const { data, error } = useApi(['leaving'], call);
  return <p>{data ?? (error ? 'failed' : 'waiting')}</p>;
}

describe('useApi', () => {
  it('answers the data of a successful call', async () => {
    const { result } = renderHook(
      () => read(useApi(['thing'], async () => ({ data: 42, error: undefined, response: undefined }))),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.data).toBe(42));
  });

  it('surfaces the call’s error as the answer’s error', async () => {
    const error = { kind: 'http', status: 500, message: 'boom' };
    const { result } = renderHook(
      () =>
        read(
          useApi(['failing'], async () => ({ data: undefined, error: error as never, response: undefined })),
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toBe(error));
  });

  it('records a call that rejects as its failure, so the screen shows its error rather than nothing', async () => {
    const call = vi.fn(async (): Promise<CorasResult<string>> => {
      throw new TypeError('Failed to fetch');
    });
    render(wrapper({ children: <Screen call={call} /> }));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    const { result } = renderHook(() => read(useApi(['rejecting'], call)), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(CorasApiError));
    expect(result.current.error).toMatchObject({
      kind: 'network',
      message: expect.stringContaining('Failed to fetch'),
    });
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, isValidating: false });
  });

  it('asks once for one key, however many screens want it', async () => {
    const { call } = deferredCall();
    renderHook(
      () => {
        useApi(['shared', 'en-GB'], call);
        useApi(['shared', 'en-GB'], call);
      },
      { wrapper },
    );
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
  });

  it('aborts the superseded request when the key changes', async () => {
    const { call, signals, answer } = deferredCall();
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => read(useApi(['search', term] as ApiKey, call)),
      {
        wrapper,
        initialProps: { term: 'dub' },
      },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ term: 'dubl' });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await answer();
    await waitFor(() => expect(result.current.data).toBe('answer 2'));
  });

  it('never shows the abort of a request it left as a failure when the key comes back', async () => {
    const { call, signals, answer } = deferredCall();
    const errors: unknown[] = [];
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => {
        const answer = read(useApi(['search', term] as ApiKey, call));
        if (answer.error) errors.push(answer.error);
        return answer;
      },
      { wrapper, initialProps: { term: 'dub' } },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ term: 'dubl' });
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    rerender({ term: 'dub' });
    await waitFor(() => expect(signals).toHaveLength(3));
    await answer();
    await waitFor(() => expect(result.current.data).toBe('answer 3'));
    expect(errors).toEqual([]);
    expect(signals).toHaveLength(3);
  });

  it('keeps the request of a key another screen still reads when one screen leaves it', async () => {
    const { call, signals, answer } = deferredCall();
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => {
        // The leaving reader mounts first, so the request both share is its own.
        const leaving = read(useApi(['search', term] as ApiKey, call));
        const staying = read(useApi(['search', 'dub'] as ApiKey, call));
        return { leaving, staying };
      },
      { wrapper, initialProps: { term: 'dub' } },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ term: 'dubl' });
    await waitFor(() => expect(signals).toHaveLength(2));
    await answer();
    await waitFor(() => expect(result.current.staying.data).toBe('answer 2'));
    expect(signals[0]?.aborted).toBe(false);
    expect(result.current.staying.error).toBeUndefined();
    await waitFor(() => expect(result.current.leaving.data).toEqual(expect.stringMatching(/^answer \d$/)));
  });

  it('answers under StrictMode, whose rehearsed unmount must not abort the request in flight', async () => {
    const { call, signals, answer } = deferredCall();
    // StrictMode at the root, as an app's main.tsx puts it: only there does React rehearse an
    // unmount of the first mount (a StrictMode nested in a wrapper runs effects once).
    const { result } = renderHook(() => read(useApi(['strict'], call)), { wrapper, reactStrictMode: true });
    await waitFor(() => expect(signals).toHaveLength(1));
    await answer();
    await waitFor(() => expect(result.current.data).toBe('answer 1'));
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('lets the request of a screen that left fill the cache, so the next screen on its key is answered', async () => {
    const { call, signals, answer } = deferredCall();
    const view = render(wrapper({ children: <Screen key="first" call={call} /> }));
    await waitFor(() => expect(signals).toHaveLength(1));
    view.rerender(wrapper({ children: null }));
    view.rerender(wrapper({ children: <Screen key="next" call={call} /> }));
    await answer();
    await screen.findByText('answer 1');
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('keeps the last key’s data while a new key loads, when asked to', async () => {
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) =>
        read(
          useApi(
            ['kept', term] as ApiKey,
            async () => ({ data: term, error: undefined, response: undefined }),
            {
              keepPreviousData: true,
            },
          ),
        ),
      { wrapper, initialProps: { term: 'first' } },
    );
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ term: 'second' });
    expect(result.current).toMatchObject({ data: 'first', isLoading: true });
    await waitFor(() => expect(result.current).toMatchObject({ data: 'second', isLoading: false }));
  });

  it('asks again on mutate, and is loading before its first request goes out', async () => {
    const { call } = deferredCall({ atOnce: true });
    const { result } = renderHook(() => read(useApi(['refreshed'], call)), { wrapper });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await waitFor(() => expect(result.current.data).toBe('answer 1'));
    await act(() => result.current.mutate());
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe('answer 2');
  });

  it('fetches nothing for a null key', () => {
    const call = vi.fn();
    renderHook(() => useApi(null, call), { wrapper });
    expect(call).not.toHaveBeenCalled();
  });
});
