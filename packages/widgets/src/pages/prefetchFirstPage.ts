import type { CorasClient } from '@coras/api-client';
import type { FirstPageBudget, PageParams } from '@coras/booking-core';
import { type Prefetcher, usePrefetcher } from '../runtime/data/prefetch';
import { preloadDetailsPhoto, preloadLandingImages } from '../runtime/data/preloadImages';
import { useCorasContext } from '../runtime/provider/context';
import { useFirstPage } from '../runtime/provider/firstPage';
import { usePageParams } from '../runtime/provider/navigation-context';
import { firstPageRequests } from './firstPageRequests';

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
  const answers = firstPageRequests(params, client, firstPage, (key, fetch) => prefetcher.start(key, fetch));
  // The details and payment pages' content comes in a chunk of their own, after the main one; the
  // checkout asks for its data itself (see `PaymentPage`).
  if (answers?.page === 'details') {
    return Promise.all([answers.attraction.then(preloadDetailsPhoto, ignoreFailure), prefetcher.shown]);
  }
  if (params.page === 'details' || params.page === 'payment') return prefetcher.shown;
  if (!answers) return undefined;
  // The landing is ready once its first cards are on screen (`usePageShown` in LandingPage), not
  // when its answer arrives: the chrome and the lazy controls wait for the cards to be drawn.
  return Promise.all([answers.landing.then(preloadLandingImages, ignoreFailure), prefetcher.shown]);
}

/**
 * A failed answer is the page's to show (its reader takes the request over with its failure): the
 * first page is ready when the page has shown it, as after a success.
 */
const ignoreFailure = () => undefined;
