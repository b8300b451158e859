import { filtersFromParams, filtersToLandingQuery } from '@coras/booking-core';
import { useApi } from '../data/useApi';
import { useCorasContext } from '../provider/context';
import { usePageParams } from '../provider/navigation-context';

/** 09:00 UTC on the sandbox's "today" in the tests (2026-11-21). */
export const TEST_NOW = () => Date.parse('2026-11-21T09:00:00Z');

/**
 * Sends the landing search as the landing page does — its query from the page parameters through
 * booking-core's serialisation — so a test can read the request a filter change leads to.
 */
export function LandingSearchProbe() {
  const params = usePageParams();
  const { client, currency } = useCorasContext();
  const query = filtersToLandingQuery(filtersFromParams(params), currency);
  useApi(['landing-probe', JSON.stringify(query)], (signal) =>
    client.GET('/{api_version}/landing', { params: { query }, signal }),
  );
  return null;
}
