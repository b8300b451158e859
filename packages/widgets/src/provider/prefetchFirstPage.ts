import type { CorasClient } from '@coras/api-client';
import {
  DEFAULT_CATEGORIES,
  locatedCountry,
  needsGeolocation,
  nextParams,
  type PageParams,
  waitsForCategoryTree,
} from '@coras/booking-core';
import { attractionRequest } from '../data/attraction';
import { type Prefetcher, usePrefetcher } from '../data/prefetch';
import { preloadDetailsPhoto, preloadLandingImages } from '../data/preloadImages';
import {
  filterDefinitionsRequest,
  geolocationRequest,
  landingSearchRequest,
  placeDefaults,
  placeOf,
} from '../pages/landing/useLandingData';
import { useCorasContext } from './context';
import { usePageParams } from './navigation-context';

/**
 * Starts the first page's requests (see `prefetchFirstPage`) during the render of a component that
 * shows pages — `BookingApp`, `LandingPage` — not in an effect after it: they travel while the page
 * renders. Once per provider; a provider around a navbar alone asks for nothing.
 */
export function usePrefetchFirstPage(): void {
  const prefetcher = usePrefetcher();
  const params = usePageParams();
  const { client } = useCorasContext();
  prefetcher?.once(() => prefetchFirstPage(prefetcher, params, client));
}

/**
 * Asks for the data of the page a widget starts on while the widget is still rendering, rather
 * than once the page has mounted: the details page's attraction, and the landing page's search —
 * after the visitor's location when the page names no place (spec 1 §2), chained on its answer
 * instead of on the render that answer causes. The pages read the answers through `useApi` under
 * the same keys, and the images of its largest paint are asked for with the answer (see
 * `preloadImages`). Later pages need none of this: their requests start with their navigation.
 * Returns the promise of the first page being ready, which opens the loading of the chrome and the
 * idle loading of the lazy controls: the answers, and the page's content on screen
 * (`usePageShown`: the landing's first cards, the details and payment pages' content, which comes
 * in a chunk of its own); `undefined` when there is nothing to wait for.
 */
export function prefetchFirstPage(
  prefetcher: Prefetcher,
  params: PageParams,
  client: CorasClient,
): Promise<unknown> | undefined {
  // The details and payment pages' content comes in a chunk of their own, after the main one; the
  // checkout asks for its data itself (see `PaymentPage`).
  if (params.page === 'details' && params.id) {
    const attraction = attractionRequest(client, params.locale, params.currency, params.id);
    const photo = prefetcher
      .start(attraction.key, attraction.call)
      .then((answer) => preloadDetailsPhoto(answer.data));
    // Returned, so that `once` handles its failure too: the gate opens on it as on success.
    return Promise.all([photo, prefetcher.shown]);
  }
  if (params.page === 'details' || params.page === 'payment') return prefetcher.shown;
  if (params.page !== 'landing') return undefined;
  // The landing is ready once its first cards are on screen (`usePageShown` in LandingPage), not
  // when its answer arrives: the chrome and the lazy controls wait for the cards to be drawn.
  if (!needsGeolocation(placeOf(params))) {
    const answer = prefetchLandingSearch(prefetcher, params, client).then((landing) =>
      preloadLandingImages(landing.data),
    );
    return Promise.all([answer, prefetcher.shown]);
  }
  const location = geolocationRequest(client);
  const answer = prefetcher.start(location.key, location.call).then((located) => {
    // The page's own rule (useGeolocatedCountry): the located country, set by this same update.
    const country = locatedCountry(located.data);
    if (!country) return undefined;
    const page = nextParams(params, { page: 'landing', country });
    return prefetchLandingSearch(prefetcher, page, client).then((landing) =>
      preloadLandingImages(landing.data),
    );
  });
  return Promise.all([answer, prefetcher.shown]);
}

/**
 * The landing search of a first page, as `useLandingSections` will ask for it. With the categories
 * left to the default, the default applies only where the place's category tree has it (issue 19),
 * so the tree is asked for at once, and beside it the search with the default: the one the page
 * makes wherever the place has the default, which the tree then costs no round trip. Where the place
 * lacks it, the search without it follows the tree.
 */
function prefetchLandingSearch(prefetcher: Prefetcher, params: PageParams, client: CorasClient) {
  const guess = landingSearchRequest(params, client, DEFAULT_CATEGORIES);
  const guessed = prefetcher.start(guess.key, guess.call);
  // With categories of its own the page has no default to check: the guess is its search.
  if (!waitsForCategoryTree(params)) return guessed;
  const tree = filterDefinitionsRequest(client, params);
  return prefetcher.start(tree.key, tree.call).then((definitions) => {
    const defaults = placeDefaults(definitions.data?.filters);
    // All the defaults are there (they come in their order): the guess is the search, which the
    // page may have taken over already; it is not asked for twice.
    if (defaults.length === DEFAULT_CATEGORIES.length) return guessed;
    const search = landingSearchRequest(params, client, defaults);
    return prefetcher.start(search.key, search.call);
  });
}
