import { useSyncExternalStore } from 'react';
import { useBasketHost } from '../provider/basketHost';
import { useCorasContext } from '../provider/context';
import { type BasketController, type BasketSnapshot, createBasketController } from './basketStore';
import { useBasketLoad } from './useBasketLoad';

// Apart from useBasket: the navbar's announcer reads the snapshot on the landing's first load, and
// the basket's actions (their remove_from_cart event) load with the basket's views.
/** The widget's basket controller and its snapshot, loaded: the first screen to show it loads it. */
export function useBasketSnapshot(): BasketSnapshot & {
  controller: BasketController;
  reload: () => Promise<unknown>;
} {
  const { client } = useCorasContext();
  const controller = useBasketHost().get(createBasketController);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const reload = useBasketLoad(controller, client);
  return { ...snapshot, controller, reload };
}
