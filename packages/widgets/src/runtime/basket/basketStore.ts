import {
  type CorasClient,
  listReservations,
  type Reservation,
  type ReservationsResponse,
} from '@coras/api-client';
import {
  type BasketItem,
  type BasketState,
  createBasketStore,
  holdExpiryDiff,
  RESERVATION_CREATED_EVENT,
  remainingMs,
} from '@coras/booking-core';
import { layout } from '@coras/ui';
import { atom } from 'jotai';
import type { BasketTime } from './basketTime';

export { RESERVATION_CREATED_EVENT };

/**
 * Tells every basket on the page — this widget's and any other Coras widget's — that a reservation
 * was made, so they reload (spec 2 §4: the `reservation-created` window event).
 *
 * @example
 * const { data } = await createReservation(client, body);
 * if (data) dispatchReservationCreated({ reservation: data });
 */
export function dispatchReservationCreated(
  detail: { reservation?: Reservation } = {},
  target: EventTarget = window,
): void {
  target.dispatchEvent(new CustomEvent(RESERVATION_CREATED_EVENT, { detail }));
}

/** The hold time left at which screen readers hear that an item is about to go (WCAG 2.2.1). */
export const EXPIRY_WARNING_MS = 60_000;

/** A polite announcement of the basket: items about to expire, or expired and removed. */
export interface BasketAnnouncement {
  /** Grows with every announcement, so the same words said twice are heard twice. */
  id: number;
  kind: 'expiringSoon' | 'expired';
  /** The attraction names concerned. */
  names: string[];
}

/** The basket's state plus its latest announcement. */
export interface BasketSnapshot {
  basket: BasketState;
  announcement: BasketAnnouncement | null;
}

/**
 * One answer of the basket's reservations load, as the widget's SWR cache keeps it: the server's
 * list (`undefined` when the call failed), when it arrived, and which load of its controller asked.
 */
export interface BasketAnswer {
  response: ReservationsResponse | undefined;
  receivedAt: number;
  load: number;
}

/**
 * One widget's basket: booking-core's basket store (reducer and expiry scheduler) plus what it
 * cannot know — the reservations call and the 60-second warnings. The provider makes one per
 * widget and disposes of it (see `basketHost`); every `useBasket()` of that widget shares it. Its
 * loads run through the widget's SWR cache (`useBasketLoad`), which asks again on focus, on
 * reconnect and when told to.
 */
export interface BasketController {
  getSnapshot(): BasketSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Asks for the reservations through `client` (the basket's SWR fetcher). Holds that have ended
   * by then go first, without waiting for the answer: a sleeping tab's timers run late.
   */
  load(client: CorasClient): Promise<BasketAnswer>;
  /**
   * Applies an answer (from the cache, so a new controller starts from the last one). The same
   * answer twice changes nothing, nor one to a load that started before a removal: it may still
   * list the removed item.
   */
  apply(answer: BasketAnswer): void;
  /** Removes an item at once, then deletes it on the server; the caller reloads (spec 1 §4). */
  remove(client: CorasClient, reservationId: string): Promise<void>;
  /** Cancels its timers: the provider is gone, or made another basket. */
  dispose(): void;
}

/** Creates a basket controller; `time` is injected so tests and stories control the clock. */
export function createBasketController(time: BasketTime): BasketController {
  const { clock, timers } = time;
  const machine = createBasketStore({ clock, timers });
  const listeners = new Set<() => void>();
  let snapshot: BasketSnapshot = { basket: machine.getSnapshot(), announcement: null };

  let loads = 0;
  // The number of loads started when the latest removal started.
  let removedAfter = -1;
  let applied: BasketAnswer | undefined;
  const removing = new Set<string>();
  const warned = new Set<string>();
  let warning: { handle: unknown } | null = null;
  let announcements = 0;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const announce = (kind: BasketAnnouncement['kind'], items: readonly BasketItem[]) => {
    if (items.length === 0) return;
    announcements += 1;
    snapshot = {
      ...snapshot,
      announcement: { id: announcements, kind, names: items.map((item) => item.attraction_name) },
    };
  };

  /**
   * Announces the items that reached their last minute, and plans the next such moment. Returns
   * whether it announced something.
   */
  const planWarnings = (): boolean => {
    if (warning) timers.clearTimeout(warning.handle);
    warning = null;
    const now = clock();
    const { items } = machine.getSnapshot();
    for (const id of warned) if (!items.some((item) => item.reservation_id === id)) warned.delete(id);
    // Only holds that were running count (spec 1 §5: expires_in > 0).
    const open = items.filter((item) => item.expires_in > 0 && !warned.has(item.reservation_id));
    const due = open.filter(
      (item) => remainingMs(item, now) > 0 && remainingMs(item, now) <= EXPIRY_WARNING_MS,
    );
    for (const item of due) warned.add(item.reservation_id);
    announce('expiringSoon', due);
    const announced = due.length > 0;
    const next = open
      .filter((item) => remainingMs(item, now) > EXPIRY_WARNING_MS)
      .reduce<number | undefined>(
        (first, item) => Math.min(first ?? Number.POSITIVE_INFINITY, item.expiresAt - EXPIRY_WARNING_MS),
        undefined,
      );
    if (next !== undefined) {
      const handle = timers.setTimeout(() => {
        warning = null;
        if (planWarnings()) emit();
      }, next - now);
      warning = { handle };
    }
    return announced;
  };

  machine.subscribe(() => {
    const previous = snapshot.basket;
    const next = machine.getSnapshot();
    // spec 2 §2, WCAG 2.2.1: only what expired is announced, never what was removed.
    announce('expired', holdExpiryDiff(previous.items, next.items, { now: clock(), removing }).expired);
    snapshot = { ...snapshot, basket: next };
    if (next.items !== previous.items) planWarnings();
    emit();
  });

  const expireEnded = () => {
    const now = clock();
    for (const item of machine.getSnapshot().items) {
      if (item.expires_in > 0 && remainingMs(item, now) === 0) {
        machine.send({ type: 'expire', reservationId: item.reservation_id });
      }
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async load(client) {
      loads += 1;
      const load = loads;
      expireEnded();
      machine.send({ type: 'loadStarted' });
      // No session: no request, an empty basket (spec 1 §7). A failure: an empty list (spec 2 §8).
      const result = await listReservations(client);
      return { response: result.data, receivedAt: clock(), load };
    },
    apply(answer) {
      if (answer === applied || answer.load <= removedAfter) return;
      applied = answer;
      if (answer.response) {
        machine.send({ type: 'loaded', response: answer.response, receivedAt: answer.receivedAt });
      } else machine.send({ type: 'loadFailed' });
    },
    async remove(client, reservationId) {
      removedAfter = loads;
      removing.add(reservationId);
      machine.send({ type: 'remove', reservationId });
      removing.delete(reservationId);
      const { error } = await client.DELETE('/{api_version}/reservations/{reservation_id}', {
        params: { path: { reservation_id: reservationId } },
      });
      // The reload that follows shows the server's truth: the item comes back if it was not deleted.
      if (error) client.logger.error('Coras widget: a basket item could not be removed', error);
    },
    dispose() {
      if (warning) timers.clearTimeout(warning.handle);
      warning = null;
      listeners.clear();
      // Emptied, the basket store plans no expiry.
      machine.send({ type: 'clear' });
    },
  };
}

/** Whether the basket dropdown (or its full-screen view) is open. */
export const basketOpenAtom = atom(false);

/**
 * Where the basket shows itself after a reservation (spec 2 §4): the 'Added to basket' modal at
 * 800 px of widget width or less, the basket dropdown above.
 */
export type BasketView = 'modal' | 'dropdown';

/** The widget width up to which a new reservation is confirmed by the modal (spec 2 §9). */
export const BASKET_MODAL_MAX_WIDTH = layout.widths.w800;

/** The widget width up to which the basket is a full-screen view rather than a dropdown (spec 2 §9). */
export const BASKET_FULL_SCREEN_MAX_WIDTH = layout.widths.w530;

/** How the basket shows a new reservation in a widget this wide. */
export function basketViewForWidth(width: number): BasketView {
  return width <= BASKET_MODAL_MAX_WIDTH ? 'modal' : 'dropdown';
}

/** A reservation just added, waiting to be shown: in `view`, or as the widget's width decides. */
export interface BasketAdded {
  reservation: Reservation;
  view?: BasketView | undefined;
}

/** The reservation the navbar's basket is to show as added, or `null`. */
export const basketAddedAtom = atom<BasketAdded | null>(null);
