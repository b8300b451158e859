import type { AttractionSearchResponse, CorasClient } from '@coras/api-client';
import type { AttractionSearchQuery, PageParams, SearchCriteria } from '@coras/booking-core';
import type { ApiKey } from '../../runtime/data/useApi';

/** What the search page searches for: its term, locale, currency and start date. */
export function searchCriteria(params: PageParams): SearchCriteria {
  const { locale, currency, startDate } = params;
  return { term: params.search ?? '', locale, currency, ...(startDate ? { startDate } : {}) };
}

/**
 * Where a server's snapshot keeps the search's first page of results (the page's paging store,
 * not the API cache, asks for the pages; the snapshot only seeds it).
 */
export function searchFirstPageKey(criteria: SearchCriteria): ApiKey {
  return ['search', criteria.locale, criteria.currency, criteria.term, criteria.startDate ?? ''];
}

/** `GET attractions` for one page of the search, in `locale`; rejects with the API's error. */
export async function fetchSearchPage(
  client: CorasClient,
  query: AttractionSearchQuery,
  locale: string,
  signal: AbortSignal,
): Promise<AttractionSearchResponse> {
  const { data, error } = await client.withLocale(locale).GET('/{api_version}/attractions', {
    params: { query },
    signal,
  });
  if (error) throw error;
  return data as AttractionSearchResponse;
}
