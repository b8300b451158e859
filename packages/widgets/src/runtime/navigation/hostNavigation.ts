// Loaded on a host page's first inward params-update or navigate() call, never on the first load.
// It imports nothing the first load has (the provider hands it `nextParams`): a lazy chunk that
// shares modules with the first load makes the integrator's bundler split those into chunks of
// their own, which weighed 0.3 kB gzip more on the landing's first load.
import type { CorasLogger } from '@coras/api-client';
import {
  checkParamsUpdate,
  type nextParams,
  PAGE_NAMES,
  type PageParams,
  type ParamsUpdateProblem,
  sameParams,
} from '@coras/booking-core';
import type { Navigate } from '../provider/navigation-context';

function explain(problem: ParamsUpdateProblem): string {
  switch (problem.code) {
    case 'not-an-object':
      return "a params-update needs an object naming the page, such as { page: 'help' }";
    case 'unknown-page':
      return `${problem.page === undefined ? 'a params-update without a page' : `the page ${JSON.stringify(problem.page)}`} is not one of ${PAGE_NAMES.join(', ')}`;
    case 'missing-id':
      return "the details page needs the attraction's id: { page: 'details', id: '…' }";
    case 'not-text':
      return `the params-update's "${problem.key}" must be text (or null to clear it)`;
    default:
      return problem satisfies never;
  }
}

/**
 * Applies a params-update a host page sent in, as a visitor's navigation (history entry, focus on
 * the new page's heading, the outward params-update). A payload spec 1 §2 does not allow changes
 * nothing and is logged; one that would show the same page changes nothing and is not echoed.
 * Answers whether the payload was accepted.
 */
export function navigateFromHost(
  payload: unknown,
  current: PageParams,
  next: typeof nextParams,
  navigate: Navigate,
  logger: CorasLogger,
): boolean {
  const check = checkParamsUpdate(payload);
  if (!check.ok) {
    logger.error(`Coras widget: ${explain(check.problem)}. The page did not change.`, payload);
    return false;
  }
  if (!sameParams(next(current, check.update), current)) navigate(check.update);
  return true;
}
