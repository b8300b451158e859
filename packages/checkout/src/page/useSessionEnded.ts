import type { CorasClient } from '@coras/api-client';
import {
  type BasketItem,
  type Clock,
  nextExpiry,
  remainingMs,
  type TimerProvider,
} from '@coras/booking-core';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutBasket } from '../basket/CheckoutBasket';

/**
 * Whether the booking session the page opened with has ended (issue 20): it expired on the
 * client, the API client dropped it on the 401 of a session call, or the server answered the
 * confirmation 401 (`end`). Not looked at while `paused` (a payment runs or was paid: a paid
 * order clears its session on purpose). A page opened without a session has none to lose.
 *
 * Looked at whenever the basket's items change (each answer of the basket, which a 401 ends), at
 * the instant its first hold runs out (booking-core's basket timer rule: one timer, planned again
 * when the items change), and when the visitor comes back to the tab — a sleeping tab's timers
 * fire late, or not at all — never on a clock of its own.
 */
export function useSessionEnded(
  client: CorasClient,
  items: readonly BasketItem[],
  clock: Clock,
  timers: TimerProvider,
  paused: boolean,
): { ended: boolean; end(): void } {
  const openedWith = useRef(client.session.get());
  const now = useRef(clock);
  now.current = clock;
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const session = openedWith.current;
    if (ended || paused || session === undefined) return;
    const check = () => {
      if (client.session.get() !== session) setEnded(true);
    };
    const checkIfShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const first = nextExpiry(items);
    const handle = first ? timers.setTimeout(check, remainingMs(first, now.current())) : undefined;
    document.addEventListener('visibilitychange', checkIfShown);
    window.addEventListener('focus', check);
    return () => {
      if (first) timers.clearTimeout(handle);
      document.removeEventListener('visibilitychange', checkIfShown);
      window.removeEventListener('focus', check);
    };
  }, [client, items, timers, paused, ended]);
  return { ended, end: () => setEnded(true) };
}

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
 * Whether the basket has held nothing since the page opened (loaded, and never an item): the page
 * was reloaded after its booking session ended, or reached without a basket. A basket that
 * empties during checkout is not (its expiry notices stay with the form).
 */
export function useEmptyFromStart(basket: Pick<CheckoutBasket, 'status' | 'items'>): boolean {
  const held = useRef(false);
  if (basket.items.length > 0) held.current = true;
  return basket.status === 'complete' && !held.current;
}
