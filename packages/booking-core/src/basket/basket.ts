import type { CurrencyCode, Reservation, ReservationsResponse } from '@coras/api-client';
import type { Clock, TimerProvider } from '../adapters/timers';
import { createStore, type Store } from '../store/store';

/** A held reservation with the instant its hold ends, fixed when the server reported `expires_in`. */
export interface BasketItem extends Reservation {
  /** Epoch ms: the moment the basket received the reservation plus `expires_in` seconds. */
  expiresAt: number;
}

/** Follows the reservations load task (spec 1 §4). */
export type BasketStatus = 'initial' | 'pending' | 'complete' | 'error';

/** The basket: items, status, quantity (reservations) and total price (smallest unit). */
export interface BasketState {
  items: BasketItem[];
  status: BasketStatus;
  quantity: number;
  totalPrice: number;
}

/** What the basket is told. `receivedAt` is when the server's answer arrived (the clock, not the event). */
export type BasketEvent =
  | { type: 'loadStarted' }
  | { type: 'loaded'; response: ReservationsResponse; receivedAt: number }
  /** The reservations call failed: an empty list (spec 2 §8). */
  | { type: 'loadFailed' }
  | { type: 'add'; reservation: Reservation; receivedAt: number }
  /** Removed by the visitor; the caller deletes it on the server and reloads. */
  | { type: 'remove'; reservationId: string }
  /** The hold ran out: removed locally, no server call. */
  | { type: 'expire'; reservationId: string }
  | { type: 'clear' };

/** The basket before the reservations load. */
export const initialBasketState: BasketState = { items: [], status: 'initial', quantity: 0, totalPrice: 0 };

function toItem(reservation: Reservation, receivedAt: number): BasketItem {
  return { ...reservation, expiresAt: receivedAt + reservation.expires_in * 1000 };
}

function without(state: BasketState, reservationId: string): BasketState {
  const item = state.items.find((entry) => entry.reservation_id === reservationId);
  if (!item) return state;
  return {
    ...state,
    items: state.items.filter((entry) => entry !== item),
    quantity: state.quantity - 1,
    totalPrice: state.totalPrice - item.total_price,
  };
}

/**
 * The basket reducer (spec 1 §4, spec 2 §4): adding increments the quantity and adds the item's
 * total price, removing and expiry subtract them, clearing empties the basket; a load replaces
 * the items with the server's and fixes each hold's end.
 */
export function basketReducer(state: BasketState, event: BasketEvent): BasketState {
  switch (event.type) {
    case 'loadStarted':
      return { ...state, status: 'pending' };
    case 'loaded':
      return {
        items: event.response.reservations.map((reservation) => toItem(reservation, event.receivedAt)),
        status: 'complete',
        quantity: event.response.reservations.length,
        totalPrice: event.response.total_price,
      };
    case 'loadFailed':
      return { ...initialBasketState, status: 'error' };
    case 'add':
      if (state.items.some((item) => item.reservation_id === event.reservation.reservation_id)) return state;
      return {
        ...state,
        items: [...state.items, toItem(event.reservation, event.receivedAt)],
        quantity: state.quantity + 1,
        totalPrice: state.totalPrice + event.reservation.total_price,
      };
    case 'remove':
    case 'expire':
      return without(state, event.reservationId);
    case 'clear':
      return { ...state, items: [], quantity: 0, totalPrice: 0 };
    default:
      return event satisfies never;
  }
}

/**
 * The basket's currency: its items' (the server prices a basket in the currency its reservations
 * were made in), else the visitor's while it is empty. The basket, the checkout's order and its
 * analytics all show this one.
 */
export function basketCurrency(
  items: readonly Pick<Reservation, 'currency'>[],
  visitorCurrency: CurrencyCode,
): CurrencyCode {
  return items[0]?.currency ?? visitorCurrency;
}

/** How many tickets the basket holds (the mobile drawer's count). */
export function basketTicketCount(items: readonly Pick<Reservation, 'number_of_tickets'>[]): number {
  return items.reduce((sum, item) => sum + item.number_of_tickets, 0);
}

/**
 * The reservation that expires first: the least remaining time among those whose `expires_in` was
 * above 0 (spec 1 §5: only those count). `undefined` when none does.
 */
export function nextExpiry(items: readonly BasketItem[]): BasketItem | undefined {
  let first: BasketItem | undefined;
  for (const item of items) {
    if (item.expires_in > 0 && (first === undefined || item.expiresAt < first.expiresAt)) first = item;
  }
  return first;
}

/** Milliseconds left on a hold, never below 0. */
export function remainingMs(item: Pick<BasketItem, 'expiresAt'>, now: number): number {
  return Math.max(0, item.expiresAt - now);
}

/**
 * Whole seconds left on a hold, for the countdowns of the basket and the checkout: rounded down,
 * so a countdown never shows time the hold does not have and never ends after it.
 */
export const secondsLeft = (item: Pick<BasketItem, 'expiresAt'>, now: number): number =>
  Math.floor(remainingMs(item, now) / 1000);

/** What the basket store needs. */
export interface BasketStoreOptions {
  timers: TimerProvider;
  clock: Clock;
}

/**
 * The basket as a store with its expiry scheduler: after every change one timer is planned for
 * the reservation with the least remaining time; when it fires that reservation is removed locally
 * (no server call) and the timer is planned again. Clearing cancels it.
 */
export function createBasketStore(options: BasketStoreOptions): Store<BasketState, BasketEvent> {
  let handle: unknown;
  let planned = false;
  const cancel = () => {
    if (planned) options.timers.clearTimeout(handle);
    planned = false;
  };
  const plan = (state: BasketState) => {
    cancel();
    const first = nextExpiry(state.items);
    if (!first) return;
    planned = true;
    handle = options.timers.setTimeout(
      () => {
        planned = false;
        store.send({ type: 'expire', reservationId: first.reservation_id });
      },
      remainingMs(first, options.clock()),
    );
  };
  const store = createStore(initialBasketState, basketReducer, (next, previous) => {
    if (next.items !== previous.items) plan(next);
  });
  return store;
}
