import type { Page, SupportSubject, SupportSubjectsResponse } from '@coras/api-client';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { helpPageRequest, supportSubjectsRequest } from './helpRequests';

/** A help call's state: error, loading or complete (its data). */
export type HelpLoadStatus = 'loading' | 'complete' | 'error';

/** What a help view needs of a call: its status, its data, and a way to ask again. */
export interface HelpLoad<T> {
  status: HelpLoadStatus;
  data: T | undefined;
  /** The call failed (the page opens the error modal once per failure streak). */
  failed: boolean;
  retry: () => void;
}

function toLoad<T>(result: {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}): HelpLoad<T> {
  const failed = Boolean(result.error) && !result.isValidating;
  return {
    status: result.data ? 'complete' : failed ? 'error' : 'loading',
    data: result.data,
    failed,
    retry: () => {
      void result.mutate();
    },
  };
}

/** `GET pages/{slug}` in the current language (spec 2 §7); nothing is asked without a slug. */
export function useHelpPageContent(slug: string | undefined): HelpLoad<Page> {
  const { client, locale } = useCorasContext();
  const request = helpPageRequest(client, locale, slug ?? '');
  const result = useApi<Page>(slug ? request.key : null, request.call);
  return toLoad(result);
}

/** `GET customer-support/subjects` in the current language, asked only while `enabled`. */
export function useSupportSubjects(enabled: boolean): HelpLoad<SupportSubject[]> {
  const { client, locale } = useCorasContext();
  const request = supportSubjectsRequest(client, locale);
  const result = useApi<SupportSubjectsResponse>(enabled ? request.key : null, request.call);
  const load = toLoad(result);
  return { ...load, data: load.data?.subjects };
}
