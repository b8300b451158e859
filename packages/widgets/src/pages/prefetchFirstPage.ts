import type { CorasClient, CorasResult } from '@coras/api-client';
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
} from '../features/landing-search/useLandingData';
import { attractionRequest } from '../runtime/data/attraction';
import { type Prefetcher, usePrefetcher } from '../runtime/data/prefetch';
import { preloadDetailsPhoto, preloadLandingImages } from '../runtime/data/preloadImages';
import { type ApiKey, fetchApi } from '../runtime/data/useApi';
import { useCorasContext } from '../runtime/provider/context';
import { useFirstPage } from '../runtime/provider/firstPage';
import { usePageParams } from '../runtime/provider/navigation-context';

/**
 * Starts the first page's requests (see `prefetchFirstPage`) during the render of a component that
 * shows pages — `BookingApp`, `LandingPage` — not in an effect after it: they travel while the page
 * renders. Once per provider; a provider around a navbar alone asks for nothing.
 */
export function usePrefetchFirstPage(): void {
  const prefetcher = usePrefetcher();
  const params = usePageParams();
  const { client } = useCorasContext();
  const firstPage = useFirstPage();
  prefetcher?.once(() => prefetchFirstPage(prefetcher, params, client, firstPage));
}

/**
 * Asks for the data of the page a widget starts on while the widget is still rendering, rather
 * than once the page has mounted: the details page's attraction, and the landing page's search —
 * after the visitor's location when the page names no place (spec 1 §2), chained on its answer
 * instead of on the render that answer causes. The pages read the answers through `useApi` under
 * the same keys, and the images of its largest paint are asked for with the answer (see
 * `preloadImages`). Later pages need none of this: their requests start with their navigation.
 * A landing's calls share the first page's budget, which starts here (issue 28).
 * Returns the promise of the first page being ready, which opens the loading of the chrome and the
 * idle loading of the lazy controls: the answers, and the page's content on screen
 * (`usePageShown`: the landing's first cards, the details and payment pages' content, which comes
 * in a chunk of its own); `undefined` when there is nothing to wait for.
 */
export function prefetchFirstPage(
  prefetcher: Prefetcher,
  params: PageParams,
  client: CorasClient,
  firstPage: FirstPageBudget,
): Promise<unknown> | undefined {
  // The details and payment pages' content comes in a chunk of their own, after the main one; the
  // checkout asks for its data itself (see `PaymentPage`).
  if (params.page === 'details' && params.id) {
    firstPage.start();
    const attraction = attractionRequest(client, params.locale, params.currency, params.id, firstPage);
    const photo = prefetcher
      .start(attraction.key, (signal) => fetchApi(attraction.call, signal))
      .then(preloadDetailsPhoto, ignoreFailure);
    return Promise.all([photo, prefetcher.shown]);
  }
  if (params.page === 'details' || params.page === 'payment') return prefetcher.shown;
  if (params.page !== 'landing') return undefined;
  firstPage.start();
  // The landing is ready once its first cards are on screen (`usePageShown` in LandingPage), not
  // when its answer arrives: the chrome and the lazy controls wait for the cards to be drawn.
  if (!needsGeolocation(placeOf(params))) {
    const answer = prefetchLandingSearch(prefetcher, params, client, firstPage).then(
      preloadLandingImages,
      ignoreFailure,
    );
    return Promise.all([answer, prefetcher.shown]);
  }
  const location = geolocationRequest(client, firstPage);
  const located = prefetcher.start(location.key, (signal) => fetchApi(location.call, signal));
  const answer = located.then((place) => {
    // The page's own rule (useGeolocatedCountry): the located country, set by this same update.
    const country = locatedCountry(place);
    if (!country) return undefined;
    const page = nextParams(params, { page: 'landing', country });
    return prefetchLandingSearch(prefetcher, page, client, firstPage).then(preloadLandingImages);
  }, ignoreFailure);
  return Promise.all([answer.catch(ignoreFailure), prefetcher.shown]);
}

/**
 * A failed answer is the page's to show (its reader takes the request over with its failure): the
 * first page is ready when the page has shown it, as after a success.
 */
const ignoreFailure = () => undefined;

/**
 * The landing search of a first page, as `useLandingSections` will ask for it. With the categories
 * left to the default, the default applies only where the place's category tree has it (issue 19),
 * so the tree is asked for at once, and beside it the search with the default: the one the page
 * makes wherever the place has the default, which the tree then costs no round trip. Where the place
 * lacks it, the search without it follows the tree.
 */
function prefetchLandingSearch(
  prefetcher: Prefetcher,
  params: PageParams,
  client: CorasClient,
  firstPage: FirstPageBudget,
) {
  const start = <T>(request: { key: ApiKey; call: (signal: AbortSignal) => Promise<CorasResult<T>> }) =>
    prefetcher.start(request.key, (signal) => fetchApi(request.call, signal));
  const guessed = start(landingSearchRequest(params, client, DEFAULT_CATEGORIES, firstPage));
  // With categories of its own the page has no default to check: the guess is its search.
  if (!waitsForCategoryTree(params)) return guessed;
  // A tree that failed to load has no defaults, as on the page (`usePlaceDefaults`).
  const tree = start(filterDefinitionsRequest(client, params, firstPage)).catch(() => undefined);
  return tree.then((definitions) => {
    const defaults = placeDefaults(definitions?.filters);
    // All the defaults are there (they come in their order): the guess is the search, which the
    // page may have taken over already; it is not asked for twice.
    if (defaults.length === DEFAULT_CATEGORIES.length) return guessed;
    return start(landingSearchRequest(params, client, defaults, firstPage));
  });
}
