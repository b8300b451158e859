import { type Clock, globalTimers, systemClock, type TimerProvider } from '@coras/booking-core';
import { atom } from 'jotai';

/** Where the basket's time comes from: the real clock and timers, or a fake one in tests and stories. */
export interface BasketTime {
  clock: Clock;
  timers: TimerProvider;
}

/** The real clock and timers. */
const systemBasketTime: BasketTime = { clock: systemClock, timers: globalTimers };

/**
 * The clock and timers of this widget's basket. Stories and tests set it before the basket is
 * first used, to drive time by hand; the provider makes the basket anew if it changes later.
 */
export const basketTimeAtom = atom<BasketTime>(systemBasketTime);
