import { lazyModule, useLazyModule } from '@coras/ui';
import { useSyncExternalStore } from 'react';
import { useBasketHost } from '../provider/basketHost';
import { useCorasContext } from '../provider/context';
import { knownBasketCount } from './basketCount';
import { useBasketLoad } from './useBasketLoad';

/** The basket's controller and its reservations call: the same module `useBasket` and the details page use. */
const store = lazyModule(() => import('./basketStore'));

const noSubscription = () => () => undefined;

/**
 * How many items the widget's basket holds, for what the page's first load draws (the navbar's
 * currency menus): the basket's code loads when the browser is idle after the first render, and
 * then, as with `useBasket()`, the first consumer of the widget loads the basket. It is the
 * provider's one basket, the same one `useBasket()` reads.
 *
 * @returns the count once known: 0 at once without a booking session (no basket exists), else
 * `undefined` until the basket's code has arrived and its reservations have answered.
 */
export function useBasketQuantity(): number | undefined {
  const { client } = useCorasContext();
  const host = useBasketHost();
  const module = useLazyModule(store, false);
  const controller = module ? host.get(module.createBasketController) : undefined;
  // The session is read with the basket, not at render: a first visit's first reservation opens it
  // after this render, and a count read from a stale "no session" would stay 0.
  const read = () =>
    knownBasketCount(undefined, controller?.getSnapshot().basket, client.session.get() !== undefined);
  const quantity = useSyncExternalStore(controller?.subscribe ?? noSubscription, read, read);
  useBasketLoad(controller, client);
  return quantity;
}
