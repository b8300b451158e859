import type { TimerProvider } from '@coras/api-client';

export type { TimerProvider };

/** Where "now" comes from, in epoch milliseconds. Logic never calls `Date.now()` itself (house style §2). */
export type Clock = () => number;

/** The system clock, read at call time so a test's fixed system time applies. */
export const systemClock: Clock = () => Date.now();

/**
 * The global timers behind the {@link TimerProvider} interface, read at call time so a test's fake
 * timers apply. Widgets pass this; tests pass `vi.useFakeTimers()`'s globals or a hand-driven fake.
 */
export const globalTimers: TimerProvider = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
