import type {
  CorasClient,
  CorasResult,
  FilterDefinition,
  LandingResponse,
  LocationsListing,
} from '@coras/api-client';
import {
  DEFAULT_CATEGORIES,
  defaultCategories,
  filtersFromParams,
  filtersToLandingQuery,
  type LandingBreadcrumb,
  landingBreadcrumbs,
  landingPlace,
  locatedCountry,
  needsGeolocation,
  type PageParams,
  waitsForCategoryTree,
} from '@coras/booking-core';
import { createContext, useEffect, useMemo, useRef, useState } from 'react';
import { cacheId, useApiCache } from '../../data/apiCache';
import { usePrefetcher } from '../../data/prefetch';
import { useApi } from '../../data/useApi';
import { useCorasContext } from '../../provider/context';
import { useNavigate } from '../../provider/navigation-context';

/** The attraction search of the landing page (spec 1 §4): error, loading or complete. */
export type LandingStatus = 'loading' | 'complete' | 'error';

/**
 * Spec 1 §2: with neither country nor city, ask the server where the visitor is and set the
 * country from its slug (a replace: the located page is the same visit, not a history step).
 *
 * The question is asked once per visit of the landing page: a visitor who later clears the
 * location keeps their choice. A failure (unlocated visitor, network) is only logged (spec 1 §8).
 *
 * @returns `true` while the answer is awaited: the landing search waits for it, so the page never
 * searches twice (once without, once with the located country).
 */
export function useGeolocatedCountry(params: PageParams): boolean {
  const { client, logError } = useCorasContext();
  const navigate = useNavigate();
  const unset = needsGeolocation(placeOf(params));
  const [asked] = useState(unset);
  const [settled, setSettled] = useState(false);
  const request = geolocationRequest(client);
  const geolocation = useApi(asked && !settled && unset ? request.key : null, request.call);

  // Once answered: the located country, or '' when the answer names none.
  const slug = geolocation.data ? (locatedCountry(geolocation.data) ?? '') : undefined;
  const failed = geolocation.error;
  useEffect(() => {
    if (settled || !asked) return;
    if (failed) {
      logError('Coras widget: the visitor could not be located', failed);
      setSettled(true);
    } else if (slug !== undefined) {
      // Batched with the state update: no render sees "settled" without the country.
      if (slug && unset) navigate({ page: 'landing', country: slug }, { replace: true });
      setSettled(true);
    }
  }, [asked, settled, slug, failed, unset, navigate, logError]);

  return asked && !settled && unset;
}

/**
 * Whether the landing page is still locating the visitor (`useGeolocatedCountry`): its filter bar
 * then waits before asking for a category tree, which the located country's will replace.
 */
export const LocatingContext = createContext(false);

/** The question where the visitor is (spec 1 §2): its cache key and call. */
export function geolocationRequest(client: CorasClient) {
  return {
    key: GEOLOCATION_KEY,
    call: (signal: AbortSignal) => client.GET('/{api_version}/geolocation', { signal }),
  };
}

const GEOLOCATION_KEY = ['geolocation'] as const;

/**
 * The filter definitions of `landing/filters` for a page's place (its category tree holds only the
 * categories found there), locale and currency: its cache key and call. The landing search asks
 * for it first when the page's categories are left to the default (`waitsForCategoryTree`), the
 * filter bar's chips and drawer read the same answer.
 */
export function filterDefinitionsRequest(client: CorasClient, params: PageParams) {
  const { locale, currency, country, city } = params;
  return {
    key: ['landing/filters', locale, currency, country, city] as const,
    call: async (signal: AbortSignal): Promise<CorasResult<readonly FilterDefinition[]>> => {
      const query = { currency, ...(country ? { country } : {}), ...(city ? { city } : {}) };
      const result = await client.GET('/{api_version}/landing/filters', { params: { query }, signal });
      return result.error ? result : { ...result, data: result.data.filters };
    },
  };
}

/** The default categories the place's filter definitions have (booking-core's `defaultCategories`). */
export function placeDefaults(definitions: readonly FilterDefinition[] | undefined): string[] {
  return defaultCategories(definitions?.find((definition) => definition.type === 'category')?.options);
}

const NO_DEFAULTS: readonly string[] = [];

/**
 * The default categories of the page's place (issue 19: music only where the place's category tree
 * has it), `undefined` while its tree is on its way. Asked only while `needed`: the page's
 * categories are left to the default (`waitsForCategoryTree`) and its place is known; otherwise
 * there are none to apply. A tree that failed to load applies none.
 */
export function usePlaceDefaults(params: PageParams, needed: boolean): readonly string[] | undefined {
  const { client, locale, currency } = useCorasContext();
  const request = filterDefinitionsRequest(client, { ...params, locale, currency });
  const definitions = useApi(needed ? request.key : null, request.call);
  const found = useMemo(
    () => (definitions.data ? placeDefaults(definitions.data) : undefined),
    [definitions.data],
  );
  if (!needed) return NO_DEFAULTS;
  return found ?? (definitions.error ? NO_DEFAULTS : undefined);
}

/**
 * The landing search for a page's filter state, in its locale and currency (spec 1 §4): its cache
 * key (every value the answer depends on) and call. `defaults` are the categories an absent
 * `categories` key stands for: the place's (`placeDefaults`).
 */
export function landingSearchRequest(params: PageParams, client: CorasClient, defaults: readonly string[]) {
  const query = filtersToLandingQuery(filtersFromParams(params, defaults), params.currency);
  return {
    key: [
      'landing',
      params.locale,
      params.currency,
      query.country,
      query.city,
      query.date_start,
      query.date_end,
      query.sorting,
      query.price,
      query.duration?.join(','),
      query.category?.join(','),
    ] as const,
    call: (signal: AbortSignal) => client.GET('/{api_version}/landing', { params: { query }, signal }),
  };
}

/**
 * The landing sections for the page's filter state, in the current locale and currency.
 *
 * `data` is the answer for the current state only. While a new search loads, `previous` holds the
 * answer shown before it (`keepPreviousData`), so the page can keep it on screen, marked busy,
 * rather than swap every card for a skeleton on the visitor's click.
 */
export function useLandingSections(params: PageParams, paused: boolean) {
  const { client, locale, currency } = useCorasContext();
  const page = { ...params, locale, currency };
  const defaults = usePlaceDefaults(page, !paused && waitsForCategoryTree(page));
  // The search waits for the place's tree only when the default category is to be checked.
  const waiting = paused || defaults === undefined;
  const request = landingSearchRequest(page, client, defaults ?? NO_DEFAULTS);
  useSearchAhead(waiting && !paused ? page : undefined);
  const result = useApi<LandingResponse>(waiting ? null : request.key, request.call, KEEP_PREVIOUS);
  // `isLoading`: nothing cached for this key yet (the data shown, if any, is the previous key's).
  const loading = result.isLoading || waiting;
  const current = loading ? undefined : result.data;
  const status: LandingStatus = current
    ? 'complete'
    : result.error && !result.isValidating && !waiting
      ? 'error'
      : 'loading';
  return {
    data: current,
    previous: loading ? result.data : undefined,
    error: result.error,
    isValidating: result.isValidating,
    mutate: result.mutate,
    status,
  };
}

const KEEP_PREVIOUS = { keepPreviousData: true } as const;

/**
 * While a page waits for its place's category tree, its search with the default categories goes
 * out beside it (through the provider's prefetcher, which the search's `useApi` takes over): in a
 * place that has them, the one the page will make, so the tree costs no round trip of its own.
 * Where the place lacks them it is not read, and the search without them follows the tree.
 */
function useSearchAhead(page: PageParams | undefined): void {
  const { client } = useCorasContext();
  const prefetcher = usePrefetcher();
  const cache = useApiCache();
  const guess = page ? landingSearchRequest(page, client, DEFAULT_CATEGORIES) : undefined;
  const id = guess ? cacheId(guess.key) : null;
  const latest = useRef(guess);
  latest.current = guess;
  useEffect(() => {
    const ahead = latest.current;
    if (!ahead || id === null || !prefetcher || cache.read(id)?.data !== undefined) return;
    prefetcher.start(ahead.key, ahead.call).catch(() => undefined);
  }, [id, prefetcher, cache]);
}

/**
 * The page's place as the locations listing names it (booking-core's `landingPlace`), for the
 * breadcrumb and the banner (spec 1 §2). Asked only when a city is chosen, as only then is there a
 * breadcrumb, or a country to learn: a city chosen in the navbar search comes without its country,
 * and the listing names it (Kyoto → Japan), so the banner is `{assets}/japan/kyoto.png`, never the
 * default country's.
 *
 * The key, `['locations', locale, country, city]`, is the one the location picker's placeholder
 * name uses too: the cache asks once for both.
 */
export function useLandingPlace(params: PageParams): {
  /** A breadcrumb is due: a city is chosen (its line is reserved meanwhile). */
  shown: boolean;
  /** Country then city; empty until the names arrive (the slugs stand in if the listing fails). */
  items: LandingBreadcrumb[];
  /** The banner's country: the page's, or the one the listing puts its city in. */
  country: string | undefined;
  /** A city without its country waits for the listing to name it (the banner waits with it). */
  pending: boolean;
} {
  const { client, locale } = useCorasContext();
  const country = params.country;
  const city = params.city;
  const listing = useApi<LocationsListing>(city ? ['locations', locale, country, city] : null, (signal) =>
    client.GET('/{api_version}/locations', {
      params: { query: { ...(country ? { country } : {}), ...(city ? { city } : {}) } },
      signal,
    }),
  );
  const settled = Boolean(listing.data || listing.error);
  const place = landingPlace(listing.data, { country, city });
  return {
    shown: Boolean(city),
    items: city && settled ? landingBreadcrumbs(place) : [],
    country: place.country?.slug,
    pending: Boolean(city && !country && !settled),
  };
}

/** The page's place: its country and city slugs. */
export function placeOf(params: PageParams): { country?: string | undefined; city?: string | undefined } {
  return { country: params.country, city: params.city };
}
