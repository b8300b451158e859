import type { CorasApiError } from '@coras/api-client';
import { useAttractionRequest } from '../../runtime/data/attraction';

/**
 * Where the attraction is: on its way, shown, failed (the error modal speaks), or unknown to the
 * server (404: the id does not exist, or the details page has no id at all).
 */
export type AttractionStatus = 'loading' | 'complete' | 'error' | 'not-found';

/** True for the answer of an attraction that does not exist (the contract's 404, code 44). */
export function isNotFound(error: CorasApiError | undefined): boolean {
  return error?.kind === 'http' && error.status === 404;
}

/**
 * The attraction of the details page (spec 2 §7: `GET attractions/{id}` with the currency and
 * `size` 0), in the current locale and currency. `mutate()` fetches it again ('Refresh the page').
 */
export function useAttraction(id: string | undefined) {
  const result = useAttractionRequest(id);
  // The previous locale's or currency's answer stands in while the new one loads, but another
  // attraction's page never stands in for this one.
  const data = result.data?.coras_attraction_id === id ? result.data : undefined;
  let status: AttractionStatus;
  if (!id || isNotFound(result.error)) status = 'not-found';
  else if (data) status = 'complete';
  else if (result.error && !result.isValidating) status = 'error';
  else status = 'loading';
  // `isValidating` is read only after a failure: SWR re-renders a screen for the fields it has read,
  // and the revalidation right after hydration changes nothing this page shows.
  return { data, error: result.error, mutate: result.mutate, status };
}
