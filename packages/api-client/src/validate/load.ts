import type * as responses from './responses';

let loading: Promise<typeof responses> | undefined;

/**
 * The response checks, a chunk of their own: one table covers every operation, and a page makes
 * only a few calls, so the table need not ride in a page's first load. The chunk is asked for when
 * a client is created and is there long before the first answer; a failed download is asked for
 * again by the next call.
 */
export function loadResponseChecks(): Promise<typeof responses> {
  loading ??= import('./responses').catch((cause: unknown) => {
    loading = undefined;
    throw cause;
  });
  return loading;
}
