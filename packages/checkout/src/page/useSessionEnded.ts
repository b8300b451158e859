import type { CorasClient } from '@coras/api-client';
import {
  type BasketItem,
  type Clock,
  holdsRanOut,
  nextExpiry,
  remainingMs,
  type TimerProvider,
} from '@coras/booking-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { CheckoutBasket } from '../basket/CheckoutBasket';

/**
 * Whether the booking session the page opened with has ended (issue 20): it expired on the
 * client, the API client dropped it on the 401 of a session call, or the server answered the
 * confirmation 401 (`end`). Not looked at while `paused` (a payment runs or was paid: a paid
 * order clears its session on purpose). A page opened without a session has none to lose.
 * `released` says whether the tickets are known to be released: only when every hold the page
 * saw had run out by then (issue 28 item 7) — the server may keep holds of a session it ended.
 *
 * Looked at whenever the basket's items change (each answer of the basket, which a 401 ends), at
 * the instant its first hold runs out (booking-core's basket timer rule: one timer, planned again
 * when the items change), and when the visitor comes back to the tab or the network comes back —
 * SWR's revalidation on focus and reconnect, since a sleeping tab's timers fire late, or not at
 * all — never on a clock of its own.
 */
export function useSessionEnded(
  client: CorasClient,
  items: readonly BasketItem[],
  clock: Clock,
  timers: TimerProvider,
  paused: boolean,
): { ended: boolean; released: boolean; end(): void } {
  const openedWith = useRef(client.session.get());
  const now = useRef(clock);
  now.current = clock;
  // The holds the page last saw: the basket empties once the session is gone.
  const held = useRef(items);
  if (items.length > 0) held.current = items;
  const [ending, setEnding] = useState<{ released: boolean } | undefined>(undefined);
  const ended = ending !== undefined;
  const end = useCallback(() => setEnding({ released: holdsRanOut(held.current, now.current()) }), []);
  const watching = !ended && !paused && openedWith.current !== undefined;
  const { data: stillOpen } = useSWR(
    watching ? ['checkout/booking-session', openedWith.current] : null,
    async () => client.session.get() === openedWith.current,
    SESSION_LOOKS,
  );
  useEffect(() => {
    if (!watching) return;
    const check = () => {
      if (client.session.get() !== openedWith.current) end();
    };
    check();
    const first = nextExpiry(items);
    const handle = first ? timers.setTimeout(check, remainingMs(first, now.current())) : undefined;
    return () => {
      if (first) timers.clearTimeout(handle);
    };
  }, [client, items, timers, watching, end]);
  useEffect(() => {
    if (watching && stillOpen === false) end();
  }, [watching, stillOpen, end]);
  return { ended, released: ending?.released === true, end };
}

/**
 * Whether the booking session is still the one the page opened with (under that session's key) is
 * looked at again on every return to the tab and of the network, at once: it is a local read.
 */
const SESSION_LOOKS: SWRConfiguration<boolean> = {
  revalidateOnFocus: true,
  focusThrottleInterval: 0,
  revalidateOnReconnect: true,
  revalidateIfStale: true,
  dedupingInterval: 0,
  shouldRetryOnError: false,
};

/** The attraction 'Back to {name}' leads to when the session ended: the basket is empty by then. */
export interface LastAttraction {
  attraction_id: string;
  attraction_name: string;
}

/** The basket's first attraction, kept after the basket empties (the 'session ended' link). */
export function useLastAttraction(
  items: readonly { attraction_id?: string | undefined; attraction_name: string }[],
): LastAttraction | undefined {
  const last = useRef<LastAttraction | undefined>(undefined);
  const first = items[0];
  if (first?.attraction_id) {
    last.current = { attraction_id: first.attraction_id, attraction_name: first.attraction_name };
  }
  return last.current;
}

/**
 * Whether the basket is empty (loaded, with no item), and whether it emptied during checkout rather
 * than held nothing since the page opened (reloaded after its booking session ended, or reached
 * without a basket).
 */
export function useEmptyBasket(basket: Pick<CheckoutBasket, 'status' | 'items'>): {
  empty: boolean;
  emptied: boolean;
} {
  const held = useRef(false);
  if (basket.items.length > 0) held.current = true;
  const empty = basket.status === 'complete' && basket.items.length === 0;
  return { empty, emptied: empty && held.current };
}
