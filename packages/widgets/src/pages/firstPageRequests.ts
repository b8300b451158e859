import type { Attraction, CorasClient, CorasResult, LandingResponse } from '@coras/api-client';
import {
  DEFAULT_CATEGORIES,
  type FirstPageBudget,
  locatedCountry,
  needsGeolocation,
  nextParams,
  type PageParams,
  waitsForCategoryTree,
} from '@coras/booking-core';
import {
  filterDefinitionsRequest,
  geolocationRequest,
  landingSearchRequest,
  placeDefaults,
  placeOf,
} from '../features/landing-search/landingRequests';
import { attractionRequest } from '../runtime/data/attractionRequest';
import { fetchApi } from '../runtime/data/fetchApi';
import type { ApiKey } from '../runtime/data/useApi';

/**
 * Starts the request for `key` with `fetch` (its data, or its failure thrown, as SWR's fetchers
 * answer): the provider's prefetcher in a browser, the snapshot's recorder on a server.
 */
export type StartRequest = <T>(key: ApiKey, fetch: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/** The answers a first page waits for, each settling as its request does. */
export type FirstPageAnswers =
  | { page: 'details'; attraction: Promise<Attraction> }
  | {
      page: 'landing';
      /**
       * The landing the page shows: the address's, or the visitor's located country's when the
       * address names no place (spec 1 §2); `undefined` for a visitor the API could not locate.
       */
      shown: Promise<PageParams | undefined>;
      /** Its search (`undefined` when `shown` is). */
      landing: Promise<LandingResponse | undefined>;
    };

/**
 * What the page a widget opens on asks the API for first, and in which order: the details page's
 * attraction; the landing's search — after the visitor's location when the address names no place,
 * and beside its place's category tree when its categories are left to the default. The one list
 * of those requests: the browser's provider starts them ahead of its screens (`prefetchFirstPage`)
 * and a server asks them before rendering (`loadStorefront`), under the keys the screens read.
 * `undefined` for a page that asks for nothing first. The calls share the first page's budget,
 * which starts here (issue 28).
 */
export function firstPageRequests(
  params: PageParams,
  client: CorasClient,
  firstPage: FirstPageBudget,
  start: StartRequest,
): FirstPageAnswers | undefined {
  const ask = <T>(request: { key: ApiKey; call: (signal: AbortSignal) => Promise<CorasResult<T>> }) =>
    start(request.key, (signal) => fetchApi(request.call, signal));
  if (params.page === 'details' && params.id) {
    firstPage.start();
    const { locale, currency, id } = params;
    return { page: 'details', attraction: ask(attractionRequest(client, locale, currency, id, firstPage)) };
  }
  if (params.page !== 'landing') return undefined;
  firstPage.start();
  const search = (page: PageParams) => landingSearch(page, client, firstPage, ask);
  if (!needsGeolocation(placeOf(params))) {
    return { page: 'landing', shown: Promise.resolve(params), landing: search(params) };
  }
  // The page's own rule (useGeolocatedCountry): the located country, set by this same update.
  const shown = ask(geolocationRequest(client, firstPage)).then((place) => {
    const country = locatedCountry(place);
    return country ? nextParams(params, { page: 'landing', country }) : undefined;
  });
  return { page: 'landing', shown, landing: shown.then((page) => page && search(page)) };
}

/**
 * The landing search of a first page, as `useLandingSections` will ask for it. With the categories
 * left to the default, the default applies only where the place's category tree has it (issue 19),
 * so the tree is asked for at once, and beside it the search with the default: the one the page
 * makes wherever the place has the default, which the tree then costs no round trip. Where the place
 * lacks it, the search without it follows the tree.
 */
function landingSearch(
  params: PageParams,
  client: CorasClient,
  firstPage: FirstPageBudget,
  ask: <T>(request: { key: ApiKey; call: (signal: AbortSignal) => Promise<CorasResult<T>> }) => Promise<T>,
): Promise<LandingResponse> {
  const guessed = ask(landingSearchRequest(params, client, DEFAULT_CATEGORIES, firstPage));
  // With categories of its own the page has no default to check: the guess is its search.
  if (!waitsForCategoryTree(params)) return guessed;
  // A tree that failed to load has no defaults, as on the page (`usePlaceDefaults`).
  const tree = ask(filterDefinitionsRequest(client, params, firstPage)).catch(() => undefined);
  return tree.then((definitions) => {
    const defaults = placeDefaults(definitions?.filters);
    // All the defaults are there (they come in their order): the guess is the search, which the
    // page may have taken over already; it is not asked for twice.
    if (defaults.length === DEFAULT_CATEGORIES.length) return guessed;
    return ask(landingSearchRequest(params, client, defaults, firstPage));
  });
}
