// Its own module: the checkout's card provider stand-in uses it, in a lazy chunk, while the
// landing's first load needs the transport alone.
import { type RetryingFetchOptions, retryPolicy, sendWithRetries, timedFetch } from './transport';

/**
 * A `fetch` with the client's retry rules and nothing else (no session, no Coras headers): for the
 * calls beside the Coras API that must be as resilient, such as a card provider's stand-in. Safe
 * only for requests that may be repeated: GETs, and POSTs made idempotent by a key or a secret.
 *
 * @example
 * const send = createRetryingFetch({ fetch: globalThis.fetch, retry: { retries: 3 } });
 */
export function createRetryingFetch(
  options: RetryingFetchOptions = {},
): (request: Request) => Promise<Response> {
  const policy = retryPolicy(options);
  return (request) =>
    sendWithRetries(
      request,
      async () => ({ response: await timedFetch(request.clone(), request.signal, policy, policy.timeoutMs) }),
      policy,
    ).then((result) => result.response);
}
