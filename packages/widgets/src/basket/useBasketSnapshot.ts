import { useEffect, useSyncExternalStore } from 'react';
import { useCorasContext } from '../provider/context';
import { useAtomValue } from '../state/store';
import { type BasketSnapshot, basketControllerAtom } from './basketStore';

// Apart from useBasket: the navbar's announcer reads the snapshot on the landing's first load, and
// the basket's actions (their remove_from_cart event) load with the basket's views.
/** The controller's snapshot, connected: the first consumer of a widget loads the basket. */
export function useBasketSnapshot(): BasketSnapshot {
  const { client } = useCorasContext();
  const controller = useAtomValue(basketControllerAtom);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  useEffect(() => controller.connect(client), [controller, client]);
  return snapshot;
}
