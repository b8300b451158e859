// Throttle and debounce, apart from `timers.ts`: the navbar search, the location picker and the
// search page use them, all lazily loaded, while the landing's first load needs the timers alone.
import type { Clock, TimerProvider } from './timers';

/** A function that runs at most once per `ms` (leading and trailing call, latest arguments win). */
export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

/**
 * Throttles `fn` to one call per `ms`: the first call runs at once, calls inside the window are
 * folded into one trailing call with the latest arguments at the end of the window.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  ms: number,
  timers: TimerProvider,
  clock: Clock,
): Throttled<Args> {
  let last = Number.NEGATIVE_INFINITY;
  let handle: unknown;
  let pending: Args | undefined;
  const run = (args: Args) => {
    last = clock();
    fn(...args);
  };
  const throttled = (...args: Args) => {
    const elapsed = clock() - last;
    if (elapsed >= ms && pending === undefined) {
      run(args);
      return;
    }
    const first = pending === undefined;
    pending = args;
    if (!first) return;
    handle = timers.setTimeout(
      () => {
        const next = pending as Args;
        pending = undefined;
        run(next);
      },
      Math.max(0, ms - elapsed),
    );
  };
  throttled.cancel = () => {
    if (pending !== undefined) timers.clearTimeout(handle);
    pending = undefined;
  };
  return throttled;
}

/** A function whose call is delayed until `ms` passed without another call. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call. */
  cancel(): void;
}

/** Debounces `fn`: only the last call of a burst runs, `ms` after it. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  ms: number,
  timers: TimerProvider,
): Debounced<Args> {
  let handle: unknown;
  let scheduled = false;
  const debounced = (...args: Args) => {
    if (scheduled) timers.clearTimeout(handle);
    scheduled = true;
    handle = timers.setTimeout(() => {
      scheduled = false;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (scheduled) timers.clearTimeout(handle);
    scheduled = false;
  };
  return debounced;
}
