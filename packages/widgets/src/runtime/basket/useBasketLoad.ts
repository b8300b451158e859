import type { CorasClient } from '@coras/api-client';
import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { basketKey } from './basketKey';
import type { BasketAnswer, BasketController } from './basketStore';

/**
 * The basket asks again whenever the visitor comes back to the tab or the network comes back (a
 * hold may have ended, another tab may have booked; a request already out is not sent twice), and
 * whenever told to (a reservation was made, an item removed); a screen that mounts on a loaded
 * basket asks nothing.
 */
const BASKET_LOADS: SWRConfiguration<BasketAnswer> = {
  revalidateOnFocus: true,
  focusThrottleInterval: 0,
  revalidateOnReconnect: true,
  revalidateIfStale: false,
  dedupingInterval: 0,
};

/**
 * Loads the widget's basket through its SWR cache and applies each answer to `controller` (once
 * its code has arrived): every screen that shows the basket calls it, and the cache asks the
 * server once for all of them. Returns the reload (`mutate`).
 */
export function useBasketLoad(controller: BasketController | undefined, client: CorasClient) {
  const { data, mutate } = useSWR(
    controller ? basketKey(client.locale) : null,
    controller ? () => controller.load(client) : null,
    BASKET_LOADS,
  );
  useEffect(() => {
    if (controller && data) controller.apply(data);
  }, [controller, data]);
  return mutate;
}
