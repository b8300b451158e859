import type { CurrencyCode, Reservation } from '@coras/api-client';
import {
  type BasketItem,
  type BasketStatus,
  basketCurrency,
  basketTicketCount,
  removeFromCartEvent,
} from '@coras/booking-core';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useCorasContext } from '../provider/context';
import { type BasketView, basketAddedAtom, basketOpenAtom } from './basketStore';
import { useBasketSnapshot } from './useBasketSnapshot';

/** What {@link useBasket} returns: the widget's one basket, shared by every screen of the widget. */
export interface Basket {
  /** The held reservations, each with `expiresAt` (epoch ms), corrected on every reload. */
  items: readonly BasketItem[];
  /** Follows the reservations load (spec 1 §4): initial, pending, complete, error. */
  status: BasketStatus;
  /** How many reservations the basket holds (the navbar's count). */
  quantity: number;
  /** How many tickets they hold together (the checkout drawer's count). */
  ticketCount: number;
  /** The total in the currency's smallest unit (spec 2 §9). */
  totalPrice: number;
  /** The basket's currency (booking-core's `basketCurrency`): its items', else the visitor's. */
  currency: CurrencyCode;
  /** Loads the reservations again (the countdowns are corrected from the server's `expires_in`). */
  reload: () => Promise<void>;
  /** Removes a reservation: at once on screen, then `DELETE reservations/{id}`, then a reload. */
  remove: (reservationId: string) => Promise<void>;
  /** Whether the basket dropdown (full-screen view at 530 px or less) is open. */
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The reservation the 'Added to basket' modal shows; `null` while it is closed. */
  added: Reservation | null;
  /**
   * After a successful reservation (spec 2 §4): the navbar's basket shows it — in the 'Added to
   * basket' modal or by opening the dropdown, as `view` says; without `view`, by the widget's
   * width (the modal at 800 px or less).
   */
  showAdded: (reservation: Reservation, view?: BasketView) => void;
  /** Closes the 'Added to basket' confirmation. */
  closeAdded: () => void;
}

/**
 * The widget's basket (spec 1 §4, spec 2 §2, §4): its items with their holds, status, totals and
 * the open state of its dropdown. Every component of one widget sees the same basket; the first
 * one mounted loads it (`GET reservations`, skipped without a booking session), and it reloads on
 * the `reservation-created` window event — also when another widget on the page fires it — and
 * when the visitor comes back to the tab or the network comes back. The reservation that ends
 * first is removed locally at its second.
 *
 * @example
 * const { quantity, items, remove, setOpen } = useBasket();
 */
export function useBasket(): Basket {
  const { client, currency: visitorCurrency, emitAnalytics } = useCorasContext();
  const { basket, controller, reload: revalidate } = useBasketSnapshot();
  const [isOpen, setOpen] = useAtom(basketOpenAtom);
  const [added, setAdded] = useAtom(basketAddedAtom);
  const showAdded = useShowAdded();

  const remove = useCallback(
    async (reservationId: string) => {
      const item = controller
        .getSnapshot()
        .basket.items.find((entry) => entry.reservation_id === reservationId);
      if (item) emitAnalytics(removeFromCartEvent(item));
      await controller.remove(client, reservationId);
      await revalidate();
    },
    [controller, client, emitAnalytics, revalidate],
  );
  const reload = useCallback(async () => {
    await revalidate();
  }, [revalidate]);
  const closeAdded = useCallback(() => setAdded(null), [setAdded]);

  return useMemo(
    () => ({
      items: basket.items,
      status: basket.status,
      quantity: basket.quantity,
      ticketCount: basketTicketCount(basket.items),
      totalPrice: basket.totalPrice,
      currency: basketCurrency(basket.items, visitorCurrency),
      reload,
      remove,
      isOpen,
      setOpen,
      added: added?.reservation ?? null,
      showAdded,
      closeAdded,
    }),
    [basket, visitorCurrency, reload, remove, isOpen, setOpen, added, showAdded, closeAdded],
  );
}

/**
 * `useBasket().showAdded` alone, for a screen that only hands a new reservation to the navbar's
 * basket (the details page's booking panel): it does not follow the basket, so the basket's load
 * and every later change of it do not re-render that screen.
 */
export function useShowAdded(): Basket['showAdded'] {
  const setAdded = useSetAtom(basketAddedAtom);
  return useCallback(
    (reservation: Reservation, view?: BasketView) => setAdded({ reservation, view }),
    [setAdded],
  );
}
