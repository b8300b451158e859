import { CorasApiError, type CorasResult } from '@coras/api-client';

/**
 * An API call as SWR's fetchers answer: its data, or its failure thrown. A call that rejects
 * (rather than resolving to an error, as the client's calls do) fails as a network failure, so
 * the screen shows its error state.
 */
export async function fetchApi<T>(
  call: (signal: AbortSignal) => Promise<CorasResult<T>>,
  signal: AbortSignal,
): Promise<T> {
  let result: CorasResult<T>;
  try {
    result = await call(signal);
  } catch (cause) {
    if (cause instanceof CorasApiError) throw cause;
    throw new CorasApiError(`the call failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      kind: 'network',
      cause,
    });
  }
  if (result.error) throw result.error;
  return result.data;
}
