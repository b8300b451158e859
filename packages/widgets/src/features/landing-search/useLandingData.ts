import type { LandingResponse, LocationsListing } from '@coras/api-client';
import {
  DEFAULT_CATEGORIES,
  filtersFromParams,
  hasActiveFilters,
  type LandingBreadcrumb,
  landingBreadcrumbs,
  landingPlace,
  locatedCountry,
  needsGeolocation,
  type PageParams,
  waitsForCategoryTree,
} from '@coras/booking-core';
import { createContext, useEffect, useRef, useState } from 'react';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { useFirstPage } from '../../runtime/provider/firstPage';
import { useNavigate } from '../../runtime/provider/navigation-context';
import {
  filterDefinitionsRequest,
  geolocationRequest,
  landingSearchRequest,
  locationsRequest,
  placeDefaults,
  placeOf,
} from './landingRequests';

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
  const firstPage = useFirstPage();
  const navigate = useNavigate();
  const unset = needsGeolocation(placeOf(params));
  const [asked] = useState(unset);
  const [settled, setSettled] = useState(false);
  const request = geolocationRequest(client, firstPage);
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

const NO_DEFAULTS: readonly string[] = [];

/**
 * The default categories of the page's place (issue 19: music only where the place's category tree
 * has it), `undefined` while its tree is on its way; a new array each render (compare by value).
 * Asked only while `needed`: the page's categories are left to the default
 * (`waitsForCategoryTree`) and its place is known; otherwise there are none to apply. A tree that
 * failed to load applies none. `page`: the parameters in the widget's current locale and currency.
 */
export function usePlaceDefaults(page: PageParams, needed: boolean): readonly string[] | undefined {
  const { client } = useCorasContext();
  const request = filterDefinitionsRequest(client, page, useFirstPage());
  const definitions = useApi(needed ? request.key : null, request.call);
  if (!needed) return NO_DEFAULTS;
  return definitions.data
    ? placeDefaults(definitions.data.filters)
    : definitions.error
      ? NO_DEFAULTS
      : undefined;
}

/**
 * The landing sections for the page's filter state, in the current locale and currency.
 *
 * `data` is the answer for the current state only. While a new search loads, `previous` holds the
 * answer shown before it, so the page can keep it on screen, marked busy,
 * rather than swap every card for a skeleton on the visitor's click.
 */
export function useLandingSections(params: PageParams, paused: boolean) {
  const { client, locale, currency } = useCorasContext();
  const firstPage = useFirstPage();
  const page = { ...params, locale, currency };
  const defaults = usePlaceDefaults(page, !paused && waitsForCategoryTree(page));
  // Until the place's tree says whether the default category applies there, the search with it is
  // asked for beside the tree but not shown: wherever the place has it, it is the page's search,
  // and the tree costs no round trip. Where the place lacks it, the key moves on to the search
  // without it (which cancels the guess, if it is still out).
  const guessing = defaults === undefined;
  const request = landingSearchRequest(page, client, defaults ?? DEFAULT_CATEGORIES, firstPage);
  const result = useApi<LandingResponse>(paused ? null : request.key, request.call);
  // `isLoading`: nothing cached for this key yet (a server's answer, SWR's `fallback`, is one).
  // Read only without data: SWR re-renders a screen for the fields it has read, and the
  // revalidation right after hydration (`isLoading` turning false) changes nothing shown.
  const loading = (!result.data && result.isLoading) || guessing;
  const current = loading ? undefined : result.data;
  // The answer shown last, which the page keeps on screen (marked busy) while the next one loads.
  const shown = useRef<LandingResponse | undefined>(undefined);
  if (current) shown.current = current;
  const error = guessing ? undefined : result.error;
  const status: LandingStatus = current ? 'complete' : error && !result.isValidating ? 'error' : 'loading';
  return {
    data: current,
    previous: loading ? shown.current : undefined,
    // Whether the filter bar will show chips: while the place's tree (or the visitor's country) is
    // unknown, the default category's chip is likely.
    chips: guessing || paused || hasActiveFilters(filtersFromParams(page, defaults)),
    error,
    mutate: result.mutate,
    status,
  };
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
  const request = locationsRequest(client, locale, { country, city });
  const listing = useApi<LocationsListing>(city ? request.key : null, request.call);
  const settled = Boolean(listing.data || listing.error);
  const place = landingPlace(listing.data, { country, city });
  return {
    shown: Boolean(city),
    items: city && settled ? landingBreadcrumbs(place) : [],
    country: place.country?.slug,
    pending: Boolean(city && !country && !settled),
  };
}
