import { type CorasClient, listReservations, type Reservation } from '@coras/api-client';
import {
  type BasketItem,
  type BasketState,
  type Clock,
  createBasketStore,
  globalTimers,
  holdExpiryDiff,
  RESERVATION_CREATED_EVENT,
  remainingMs,
  systemClock,
  type TimerProvider,
} from '@coras/booking-core';
import { layout } from '@coras/ui';
import { atom } from '../state/store';

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

/** Where the basket's time comes from: the real clock and timers, or a fake one in tests and stories. */
export interface BasketTime {
  clock: Clock;
  timers: TimerProvider;
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
 * One widget's basket: booking-core's basket store (reducer and expiry scheduler) plus what it
 * cannot know — the reservations calls, the window and visibility events, and the 60-second
 * warnings. Created once per provider (it lives in the provider's store, see
 * {@link basketControllerAtom}); every `useBasket()` of that widget shares it.
 */
export interface BasketController {
  getSnapshot(): BasketSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * A consumer appeared, speaking through `client`. The first one attaches the window listeners
   * and loads; a new client (another locale) reloads. Returns the disconnect function.
   */
  connect(client: CorasClient): () => void;
  /** Loads the reservations again; calls made while one is running are folded into one more load. */
  reload(): Promise<void>;
  /** Removes an item at once, deletes it on the server, then reloads (spec 1 §4). */
  remove(reservationId: string): Promise<void>;
  /** Expires every item whose hold has already ended, then reloads (the tab woke up). */
  resync(): Promise<void>;
}

/** Creates a basket controller; `time` is injected so tests and stories control the clock. */
export function createBasketController(time: BasketTime): BasketController {
  const { clock, timers } = time;
  const machine = createBasketStore({ clock, timers });
  const listeners = new Set<() => void>();
  let snapshot: BasketSnapshot = { basket: machine.getSnapshot(), announcement: null };

  let client: CorasClient | undefined;
  let loadedWith: CorasClient | undefined;
  let connections = 0;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  // Bumped when a removal starts: an answer to a load sent before it may still list the item.
  let epoch = 0;
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

  const load = async () => {
    const current = client;
    if (!current) return;
    loadedWith = current;
    const startedAt = epoch;
    machine.send({ type: 'loadStarted' });
    // No session: no request, an empty basket (spec 1 §7). A failure: an empty list (spec 2 §8).
    const result = await listReservations(current);
    if (startedAt !== epoch) return;
    if (result.data) machine.send({ type: 'loaded', response: result.data, receivedAt: clock() });
    else machine.send({ type: 'loadFailed' });
  };

  const reload = (): Promise<void> => {
    if (!running) {
      running = load().finally(() => {
        running = null;
      });
      return running;
    }
    if (!queued) {
      queued = running.then(() => {
        queued = null;
        return reload();
      });
    }
    return queued;
  };

  const expireEnded = () => {
    const now = clock();
    for (const item of machine.getSnapshot().items) {
      if (item.expires_in > 0 && remainingMs(item, now) === 0) {
        machine.send({ type: 'expire', reservationId: item.reservation_id });
      }
    }
  };

  const onReservationCreated = () => {
    void reload();
  };
  const onVisibilityChange = () => {
    // A sleeping tab's timers run late: never show a hold that has already ended.
    if (document.visibilityState === 'visible') void resync();
  };

  const resync = () => {
    expireEnded();
    return reload();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    connect(next) {
      connections += 1;
      client = next;
      if (connections === 1) {
        window.addEventListener(RESERVATION_CREATED_EVENT, onReservationCreated);
        document.addEventListener('visibilitychange', onVisibilityChange);
      }
      if (machine.getSnapshot().status === 'initial' || loadedWith !== next) void reload();
      return () => {
        connections -= 1;
        if (connections > 0) return;
        window.removeEventListener(RESERVATION_CREATED_EVENT, onReservationCreated);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      };
    },
    reload,
    async remove(reservationId) {
      const current = client;
      epoch += 1;
      removing.add(reservationId);
      machine.send({ type: 'remove', reservationId });
      removing.delete(reservationId);
      if (current) {
        const { error } = await current.DELETE('/{api_version}/reservations/{reservation_id}', {
          params: { path: { reservation_id: reservationId } },
        });
        // The reload below shows the server's truth: the item comes back if it was not deleted.
        if (error) current.logger.error('Coras widget: a basket item could not be removed', error);
      }
      await reload();
    },
    resync,
  };
}

/** The real clock and timers. */
export const systemBasketTime: BasketTime = { clock: systemClock, timers: globalTimers };

/**
 * The clock and timers of this widget's basket. Stories and tests set it (before the basket is
 * first used) to drive time by hand.
 */
export const basketTimeAtom = atom<BasketTime>(systemBasketTime);

/** The widget's basket controller: one per provider, because atoms live in the provider's store. */
export const basketControllerAtom = atom((get) => createBasketController(get(basketTimeAtom)));

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
