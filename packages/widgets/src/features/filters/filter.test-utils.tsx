import { usePageParams } from '../../runtime/provider/navigation-context';
import { useLandingSections } from '../landing-search/useLandingData';

/** 09:00 UTC on the sandbox's "today" in the tests (2026-11-21). */
export const TEST_NOW = () => Date.parse('2026-11-21T09:00:00Z');

/**
 * Sends the landing search as the landing page does (`useLandingSections`: its query from the page
 * parameters, the default category only where the place's tree has it), so a test can read the
 * request a filter change leads to.
 */
export function LandingSearchProbe() {
  useLandingSections(usePageParams(), false);
  return null;
}
