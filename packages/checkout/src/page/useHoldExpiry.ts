import { type BasketItem, holdExpiryDiff } from '@coras/booking-core';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutBasket } from '../basket/CheckoutBasket';

/** A hold that ended during checkout: its attraction's name, and whether it ran out or was released. */
export interface EndedHold {
  name: string;
  how: 'expired' | 'released';
}

/** The page's side of "the hold expired": the holds to announce, and what it knows of removals. */
export interface HoldExpiry {
  /** The holds that expired or were released during checkout, in order. */
  ended: EndedHold[];
  /** Attraction names removed during checkout — here, in the navbar's basket or another tab — in order. */
  removed: string[];
  /** The visitor removes this reservation here: not an expiry. */
  removing(reservationId: string): void;
  /** The server said these holds had ended: expired, or released when they still had time left. */
  serverEnded(reservationIds: readonly string[]): void;
}

/**
 * spec 2 §2: a hold that ends during checkout leaves the order, and the visitor is told — by
 * booking-core's `holdExpiryDiff`, the basket's own rule, so an item removed in the navbar's basket
 * or another tab is not announced as expired, and one the server released early (a cancelled
 * payment) is said to be released, not expired. Nothing is compared while `paused` (a payment runs
 * or is paid).
 */
export function useHoldExpiry(basket: CheckoutBasket, now: () => number, paused: boolean): HoldExpiry {
  const [endedHolds, setEndedHolds] = useState<EndedHold[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const removing = useRef(new Set<string>());
  const ended = useRef(new Set<string>());
  const previousItems = useRef<readonly BasketItem[] | null>(null);
  const clock = useRef(now);
  clock.current = now;
  useEffect(() => {
    if (basket.status !== 'complete') return;
    const before = previousItems.current;
    previousItems.current = basket.items;
    if (!before || paused) return;
    const diff = holdExpiryDiff(before, basket.items, {
      now: clock.current(),
      removing: removing.current,
      ended: ended.current,
    });
    const now = [
      ...diff.expired.map((item) => ({ name: item.attraction_name, how: 'expired' as const })),
      ...diff.released.map((item) => ({ name: item.attraction_name, how: 'released' as const })),
    ];
    if (now.length > 0) setEndedHolds((holds) => [...holds, ...now]);
    if (diff.removed.length > 0) {
      setRemoved((names) => [...names, ...diff.removed.map((item) => item.attraction_name)]);
    }
  }, [basket.items, basket.status, paused]);
  return {
    ended: endedHolds,
    removed,
    removing: (reservationId) => removing.current.add(reservationId),
    serverEnded: (reservationIds) => {
      for (const id of reservationIds) ended.current.add(id);
    },
  };
}
