import type { CorasResult } from '@coras/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { type ApiKey, useApi } from './useApi';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 5000 }}>{children}</SWRConfig>
);

function deferredCall() {
  const signals: AbortSignal[] = [];
  const call = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<CorasResult<string>>((resolve) => {
      signal.addEventListener('abort', () =>
        resolve({ data: undefined, error: { kind: 'aborted' } as never, response: undefined }),
      );
      setTimeout(
        () => resolve({ data: `answer ${signals.length}`, error: undefined, response: undefined }),
        20,
      );
    });
  });
  return { call, signals };
}

describe('useApi', () => {
  it('answers the data of a successful call', async () => {
    const { result } = renderHook(
      () => useApi(['thing'], async () => ({ data: 42, error: undefined, response: undefined })),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.data).toBe(42));
  });

  it('surfaces the call error as the SWR error', async () => {
    const error = { kind: 'http', status: 500, message: 'boom' };
    const { result } = renderHook(
      () =>
        useApi(['failing'], async () => ({ data: undefined, error: error as never, response: undefined })),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toBe(error));
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
    const { call, signals } = deferredCall();
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => useApi(['search', term] as ApiKey, call),
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
    await waitFor(() => expect(result.current.data).toBe('answer 2'));
  });

  it('fetches nothing for a null key', () => {
    const call = vi.fn();
    renderHook(() => useApi(null, call), { wrapper });
    expect(call).not.toHaveBeenCalled();
  });
});
