import type { CorasApiError, CorasResult } from '@coras/api-client';
import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

/** A cache key: the call's name and every value its answer depends on (locale, currency, filters…). */
export type ApiKey = readonly [
  name: string,
  ...parts: ReadonlyArray<string | number | boolean | null | undefined>,
];

/**
 * Fetches through the API client with SWR: deduplicated across screens, cached per key (so per
 * locale and currency when the key says so), and cancelled when superseded — a new key aborts the
 * previous request of this hook, so search-as-you-type never waits on a stale answer.
 *
 * `null` as the key fetches nothing. The data is the call's `data`; an error is its `CorasApiError`.
 *
 * @example
 * const { data, error, isLoading, mutate } = useApi(['landing', locale, currency, country], (signal) =>
 *   client.GET('/{api_version}/landing', { params: { query }, signal }),
 * );
 */
export function useApi<T>(
  key: ApiKey | null,
  call: (signal: AbortSignal) => Promise<CorasResult<T>>,
  options?: SWRConfiguration<T, CorasApiError>,
): SWRResponse<T, CorasApiError> {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useSWR<T, CorasApiError, ApiKey | null>(
    key,
    async () => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const result = await call(controller.signal);
      if (result.error) throw result.error;
      return result.data;
    },
    options,
  );
}
