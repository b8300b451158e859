import type { CorasApiError } from '@coras/api-client';
import type { FirstPageBudget, FirstPageFailure, PageName } from '@coras/booking-core';
import { createContext, useContext, useEffect, useState } from 'react';
import { useCorasContext } from './context';

/** The provider's first-page budget (booking-core's `createFirstPageBudget`): one per widget. */
export const FirstPageContext = createContext<FirstPageBudget | null>(null);

/** The first-page budget of the nearest provider. */
export function useFirstPage(): FirstPageBudget {
  const budget = useContext(FirstPageContext);
  if (!budget) throw new Error('Coras widgets must be rendered inside <CorasProvider>.');
  return budget;
}

/** The integrator's one message about a first page the API host failed (named by `api-host`). */
function hostFailureMessage(apiHost: string, { failure, budgetMs }: FirstPageFailure): string {
  const host = `the API host ${apiHost} (api-host)`;
  return failure === 'unreachable'
    ? `Coras widget: ${host} could not be reached, so the page shows its error message. Check the api-host setting, that the host is up, and that it allows this page's origin (CORS).`
    : `Coras widget: ${host} did not answer within ${budgetMs / 1000} s, so the page shows its error message. Check that the host is up and answering.`;
}

/**
 * Ends the first page's budget once the page shows its content or its error (`status`), and
 * tells the integrator, once, when it failed because the API host could not be reached or did not
 * answer in time (issue 28). On a later page it does nothing: its budget never started.
 */
export function useFirstPageEnd(
  status: 'loading' | 'complete' | 'error',
  error: CorasApiError | undefined,
): void {
  const budget = useFirstPage();
  const { config, logError } = useCorasContext();
  useEffect(() => {
    if (status === 'loading') return;
    const failed = budget.end(status === 'error' ? error : undefined);
    if (failed) logError(hostFailureMessage(config.apiHost, failed), failed.error);
  }, [status, error, budget, config.apiHost, logError]);
}

/**
 * Ends the first page's budget when the visitor leaves the page the widget opened on (`page` is
 * the current one) before it showed: a page visited afterwards keeps the client's retries, the
 * landing too if the visitor comes back to it.
 */
export function useFirstPageLeft(page: PageName): void {
  const budget = useFirstPage();
  const [first] = useState(page);
  useEffect(() => {
    if (page !== first) budget.end();
  }, [page, first, budget]);
}
