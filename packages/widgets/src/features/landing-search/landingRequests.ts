import type { CorasClient, FilterDefinition } from '@coras/api-client';
import {
  defaultCategories,
  type FirstPageBudget,
  filtersFromParams,
  filtersToLandingQuery,
  type PageParams,
} from '@coras/booking-core';

// The landing's requests — which cache key and which call each of its answers is — in one place,
// without React: the page's hooks read them (useLandingData), the provider asks for them ahead
// (prefetchFirstPage) and a server asks for them before rendering (`loadStorefront`), so the keys
// of the three never drift apart.

/**
 * The question where the visitor is (spec 1 §2): its cache key and call. Like every call of the
 * landing's below, it spends the first page's budget while the widget opens on the landing.
 */
export function geolocationRequest(client: CorasClient, firstPage: FirstPageBudget) {
  return {
    key: GEOLOCATION_KEY,
    call: (signal: AbortSignal) =>
      firstPage.send((deadline) => client.GET('/{api_version}/geolocation', { signal, deadline })),
  };
}

const GEOLOCATION_KEY = ['geolocation'] as const;

/**
 * The filter definitions of `landing/filters` for a page's place (its category tree holds only the
 * categories found there), locale and currency: its cache key and call. The landing search asks
 * for it first when the page's categories are left to the default (`waitsForCategoryTree`), the
 * filter bar's chips and drawer read the same answer.
 */
export function filterDefinitionsRequest(
  client: CorasClient,
  params: PageParams,
  firstPage: FirstPageBudget,
) {
  const { locale, currency, country, city } = params;
  return {
    key: ['landing/filters', locale, currency, country, city] as const,
    call: (signal: AbortSignal) =>
      firstPage.send((deadline) =>
        client.GET('/{api_version}/landing/filters', {
          params: { query: { currency, ...(country ? { country } : {}), ...(city ? { city } : {}) } },
          signal,
          deadline,
        }),
      ),
  };
}

/** The default categories the place's filter definitions have (booking-core's `defaultCategories`). */
export function placeDefaults(definitions: readonly FilterDefinition[] | undefined): string[] {
  return defaultCategories(definitions?.find((definition) => definition.type === 'category')?.options);
}

/**
 * The landing search for a page's filter state, in its locale and currency (spec 1 §4): its cache
 * key (every value the answer depends on) and call. `defaults` are the categories an absent
 * `categories` key stands for: the place's (`placeDefaults`).
 */
export function landingSearchRequest(
  params: PageParams,
  client: CorasClient,
  defaults: readonly string[],
  firstPage: FirstPageBudget,
) {
  const query = filtersToLandingQuery(filtersFromParams(params, defaults), params.currency);
  return {
    // The query (built in one fixed order) holds every filter and the currency.
    key: ['landing', params.locale, JSON.stringify(query)] as const,
    call: (signal: AbortSignal) =>
      firstPage.send((deadline) =>
        client.GET('/{api_version}/landing', { params: { query }, signal, deadline }),
      ),
  };
}

/**
 * The locations listing naming the page's place (`GET locations` with its country and city slugs):
 * its cache key and call. The landing's breadcrumb and banner and the location picker's placeholder
 * read the same answer.
 */
export function locationsRequest(
  client: CorasClient,
  locale: PageParams['locale'],
  { country, city }: { country?: string | undefined; city?: string | undefined },
) {
  return {
    key: ['locations', locale, country, city] as const,
    call: (signal: AbortSignal) =>
      client.GET('/{api_version}/locations', {
        params: { query: { ...(country ? { country } : {}), ...(city ? { city } : {}) } },
        signal,
      }),
  };
}

/** The page's place: its country and city slugs. */
export function placeOf(params: PageParams): { country?: string | undefined; city?: string | undefined } {
  return { country: params.country, city: params.city };
}
