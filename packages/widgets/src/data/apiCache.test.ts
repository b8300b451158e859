import type { CorasResult } from '@coras/api-client';
import { describe, expect, it, vi } from 'vitest';
import { cacheId, createApiCache } from './apiCache';

const answer = <T>(data: T) =>
  vi.fn(
    async (_signal: AbortSignal): Promise<CorasResult<T>> => ({
      data,
      error: undefined,
      response: undefined,
    }),
  );

describe('createApiCache', () => {
  it('reuses an answer for the deduping interval, then asks again (unless told not to)', async () => {
    let now = 0;
    const cache = createApiCache(5000, undefined, () => now);
    const call = answer('cards');
    await cache.request(['landing'], call);
    now = 4999;
    await cache.request(['landing'], call);
    expect(call).toHaveBeenCalledTimes(1);
    now = 5000;
    await cache.request(['landing'], call, { revalidateIfStale: false });
    expect(call).toHaveBeenCalledTimes(1);
    await cache.request(['landing'], call);
    expect(call).toHaveBeenCalledTimes(2);
    expect(cache.read(cacheId(['landing']))).toEqual({
      data: 'cards',
      error: undefined,
      isValidating: false,
    });
  });

  it('asks at once when forced (a refresh), and keeps the last answer beside a failure', async () => {
    const cache = createApiCache(5000);
    await cache.request(['help'], answer('page'));
    const failure = { kind: 'http', status: 503, message: 'down' } as never;
    await cache.request(['help'], async () => ({ data: undefined, error: failure, response: undefined }), {
      force: true,
    });
    expect(cache.read(cacheId(['help']))).toEqual({ data: 'page', error: failure, isValidating: false });
  });

  it('cancels a request no reader waits for any more, without a failure, and asks afresh next time', async () => {
    const cache = createApiCache(5000);
    const signals: AbortSignal[] = [];
    const call = vi.fn(
      (signal: AbortSignal) =>
        new Promise<CorasResult<string>>((resolve) => {
          signals.push(signal);
          signal.addEventListener('abort', () =>
            resolve({ data: undefined, error: { kind: 'aborted' } as never, response: undefined }),
          );
        }),
    );
    const id = cacheId(['search', 'dub']);
    const stop = cache.subscribe(id, () => undefined);
    void cache.request(['search', 'dub'], call);
    cache.release(id);
    expect(signals[0]?.aborted).toBe(false);
    stop();
    cache.release(id);
    expect(signals[0]?.aborted).toBe(true);
    expect(cache.read(id)).toEqual({ data: undefined, error: undefined, isValidating: false });
    void cache.request(['search', 'dub'], call);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('takes over a request the prefetcher started for the key', async () => {
    const controller = new AbortController();
    const take = vi.fn(() => ({
      answer: Promise.resolve({ data: 'ahead', error: undefined, response: undefined }),
      controller,
    }));
    const cache = createApiCache(5000, take);
    const own = answer('own');
    await cache.request(['attraction', 'a-1'], own);
    expect(own).not.toHaveBeenCalled();
    expect(take).toHaveBeenCalledWith(['attraction', 'a-1']);
    expect(cache.read(cacheId(['attraction', 'a-1'])).data).toBe('ahead');
  });
});
