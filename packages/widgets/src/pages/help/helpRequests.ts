import type { CorasClient } from '@coras/api-client';
import type { SupportedLocale } from '@coras/booking-core';
import type { ApiKey } from '../../runtime/data/useApi';

/** The help page's content page (`GET pages/{slug}`, spec 2 §7) in `locale`: its key and its call. */
export function helpPageRequest(client: CorasClient, locale: SupportedLocale, slug: string) {
  return {
    key: ['help-page', locale, slug] as ApiKey,
    call: (signal: AbortSignal) =>
      client.GET('/{api_version}/pages/{page_slug}', { params: { path: { page_slug: slug } }, signal }),
  };
}

/** The contact tab's subjects (`GET customer-support/subjects`) in `locale`: its key and its call. */
export function supportSubjectsRequest(client: CorasClient, locale: SupportedLocale) {
  return {
    key: ['support-subjects', locale] as ApiKey,
    call: (signal: AbortSignal) => client.GET('/{api_version}/customer-support/subjects', { signal }),
  };
}
