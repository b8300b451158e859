import { type BasketItem, holdExpiryDiff } from '@coras/booking-core';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutBasket } from '../basket/CheckoutBasket';

/** The page's side of "the hold expired": the names to announce, and what it knows of removals. */
export interface HoldExpiry {
  /** Attraction names whose hold expired during checkout, in order. */
  expired: string[];
  /** Attraction names removed during checkout — here, in the navbar's basket or another tab — in order. */
  removed: string[];
  /** The visitor removes this reservation here: not an expiry. */
  removing(reservationId: string): void;
  /** The server said these holds had ended: expiries, whatever the page's clock says. */
  ended(reservationIds: readonly string[]): void;
}

/**
 * spec 2 §2: a hold that ends during checkout leaves the order, and the visitor is told — by
 * booking-core's `holdExpiryDiff`, the basket's own rule, so an item removed in the navbar's basket
 * or another tab is not announced as expired. Nothing is compared while `paused` (a payment runs
 * or is paid).
 */
export function useHoldExpiry(basket: CheckoutBasket, now: () => number, paused: boolean): HoldExpiry {
  const [expired, setExpired] = useState<string[]>([]);
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
    if (diff.expired.length > 0) {
      setExpired((names) => [...names, ...diff.expired.map((item) => item.attraction_name)]);
    }
    if (diff.removed.length > 0) {
      setRemoved((names) => [...names, ...diff.removed.map((item) => item.attraction_name)]);
    }
  }, [basket.items, basket.status, paused]);
  return {
    expired,
    removed,
    removing: (reservationId) => removing.current.add(reservationId),
    ended: (reservationIds) => {
      for (const id of reservationIds) ended.current.add(id);
    },
  };
}
