import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers, systemClock } from '../adapters/timers';
import { reservation } from '../testing/fixtures.test-utils';
import {
  type BasketState,
  basketCurrency,
  basketReducer,
  basketTicketCount,
  createBasketStore,
  initialBasketState,
  nextExpiry,
  remainingMs,
  secondsLeft,
} from './basket';
import { RESERVATION_CREATED_EVENT } from './reservation-created';

const NOW = Date.parse('2026-05-10T10:00:00Z');
const a = reservation({ reservation_id: 'a', total_price: 5000, expires_in: 600, number_of_tickets: 2 });
const b = reservation({ reservation_id: 'b', total_price: 2500, expires_in: 120, number_of_tickets: 1 });
const expired = reservation({ reservation_id: 'c', total_price: 1000, expires_in: 0, number_of_tickets: 3 });

describe('texts', () => {
  it('match spec 2', () => {
    expect(RESERVATION_CREATED_EVENT).toBe('reservation-created');
  });
});

describe('basketReducer (spec 1 §4, spec 2 §4)', () => {
  it('adding increments quantity and adds the total; removing subtracts them', () => {
    let state = basketReducer(initialBasketState, { type: 'add', reservation: a, receivedAt: NOW });
    state = basketReducer(state, { type: 'add', reservation: b, receivedAt: NOW });
    expect(state).toMatchObject({ quantity: 2, totalPrice: 7500 });
    expect(state.items[1]?.expiresAt).toBe(NOW + 120_000);
    expect(basketReducer(state, { type: 'add', reservation: b, receivedAt: NOW })).toBe(state);
    state = basketReducer(state, { type: 'remove', reservationId: 'a' });
    expect(state).toMatchObject({ quantity: 1, totalPrice: 2500 });
    expect(basketReducer(state, { type: 'remove', reservationId: 'zzz' })).toBe(state);
  });

  it('clearing empties the basket', () => {
    const state = basketReducer(initialBasketState, { type: 'add', reservation: a, receivedAt: NOW });
    expect(basketReducer(state, { type: 'clear' })).toMatchObject({ items: [], quantity: 0, totalPrice: 0 });
  });

  it('follows the load: pending, then complete with the server items, or error with an empty list', () => {
    const pending = basketReducer(initialBasketState, { type: 'loadStarted' });
    expect(pending.status).toBe('pending');
    const loaded = basketReducer(pending, {
      type: 'loaded',
      response: { reservations: [a, b], total_price: 7500 },
      receivedAt: NOW,
    });
    expect(loaded).toMatchObject({ status: 'complete', quantity: 2, totalPrice: 7500 });
    expect(loaded.items.map((item) => item.expiresAt)).toEqual([NOW + 600_000, NOW + 120_000]);
    expect(basketReducer(loaded, { type: 'loadFailed' })).toEqual({
      items: [],
      status: 'error',
      quantity: 0,
      totalPrice: 0,
    });
  });

  it('counts tickets for the drawer', () => {
    expect(basketTicketCount([a, b, expired])).toBe(6);
  });

  it("is in its items' currency, and in the visitor's while it is empty", () => {
    expect(basketCurrency([{ currency: 'USD' }, { currency: 'USD' }], 'EUR')).toBe('USD');
    expect(basketCurrency([], 'EUR')).toBe('EUR');
  });
});

describe('expiry', () => {
  const items = (state: BasketState) => state.items;
  const loaded = basketReducer(initialBasketState, {
    type: 'loaded',
    response: { reservations: [a, expired, b], total_price: 8500 },
    receivedAt: NOW,
  });

  it('the reservation with the least remaining time goes first; only expires_in > 0 counts', () => {
    expect(nextExpiry(items(loaded))?.reservation_id).toBe('b');
    expect(nextExpiry([])).toBeUndefined();
    expect(nextExpiry(items(loaded).filter((item) => item.reservation_id === 'c'))).toBeUndefined();
  });

  it('counts the milliseconds left on a hold, never below 0', () => {
    expect(remainingMs({ expiresAt: NOW + 1500 }, NOW)).toBe(1500);
    expect(remainingMs({ expiresAt: NOW - 1500 }, NOW)).toBe(0);
  });

  it.each([
    ['a full quarter of an hour', 900_000, 900],
    ['half a second past a whole one', 1500, 1],
    ['one whole second', 1000, 1],
    ['999 ms: less than a second, so none shown', 999, 0],
    ['1 ms', 1, 0],
    ['the instant the hold ends', 0, 0],
    ['past expiry', -1500, 0],
  ])('counts whole seconds left on a hold, rounded down (%s)', (_, leftMs, seconds) => {
    expect(secondsLeft({ expiresAt: NOW + leftMs }, NOW)).toBe(seconds);
  });
});

describe('createBasketStore: the expiry scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes the first expiring reservation locally at its second, then re-plans for the next', () => {
    const store = createBasketStore({ timers: globalTimers, clock: systemClock });
    store.send({
      type: 'loaded',
      response: { reservations: [a, expired, b], total_price: 8500 },
      receivedAt: Date.now(),
    });
    vi.advanceTimersByTime(119_999);
    expect(store.getSnapshot().quantity).toBe(3);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().items.map((item) => item.reservation_id)).toEqual(['a', 'c']);
    expect(store.getSnapshot().totalPrice).toBe(6000);
    vi.advanceTimersByTime(480_000);
    expect(store.getSnapshot().items.map((item) => item.reservation_id)).toEqual(['c']);
    vi.advanceTimersByTime(10_000_000);
    expect(store.getSnapshot().items.map((item) => item.reservation_id)).toEqual(['c']);
  });

  it('re-plans after each change: removing the first one moves the timer to the next', () => {
    const store = createBasketStore({ timers: globalTimers, clock: systemClock });
    store.send({ type: 'add', reservation: a, receivedAt: Date.now() });
    store.send({ type: 'add', reservation: b, receivedAt: Date.now() });
    store.send({ type: 'remove', reservationId: 'b' });
    vi.advanceTimersByTime(120_000);
    expect(store.getSnapshot().quantity).toBe(1);
    vi.advanceTimersByTime(480_000);
    expect(store.getSnapshot().quantity).toBe(0);
  });

  it('clearing cancels the timer', () => {
    const store = createBasketStore({ timers: globalTimers, clock: systemClock });
    const clearTimeout = vi.spyOn(globalTimers, 'clearTimeout');
    store.send({ type: 'add', reservation: b, receivedAt: Date.now() });
    store.send({ type: 'clear' });
    expect(clearTimeout).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a reload corrects the countdown from the server expires_in rather than drifting', () => {
    const store = createBasketStore({ timers: globalTimers, clock: systemClock });
    store.send({ type: 'add', reservation: b, receivedAt: Date.now() });
    vi.advanceTimersByTime(60_000);
    // The server says 90 s remain (the browser's timer was late, e.g. a sleeping tab): trust it.
    store.send({
      type: 'loaded',
      response: { reservations: [{ ...b, expires_in: 90 }], total_price: 2500 },
      receivedAt: Date.now(),
    });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().quantity).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(store.getSnapshot().quantity).toBe(0);
  });
});
