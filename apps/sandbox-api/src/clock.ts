/**
 * Where the sandbox reads the time. Holds, sessions and payments compare against `now()` instead
 * of arming timers, so a test moves time forward with {@link ManualClock.advance} and never sleeps
 * (house style §2).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: the clock of every test. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`. */
  advance(ms: number): void;
  /** Jumps to `epochMs` (or an ISO date-time). */
  set(time: number | string): void;
}

/**
 * A {@link ManualClock} starting at `start` (epoch milliseconds or an ISO date-time).
 *
 * @example
 * const clock = createManualClock('2026-05-01T09:00:00Z');
 * const sandbox = createSandbox({ clock });
 * clock.advance(15 * 60_000); // every hold made before now has expired
 */
export function createManualClock(start: number | string): ManualClock {
  let current = typeof start === 'string' ? Date.parse(start) : start;
  if (Number.isNaN(current)) throw new RangeError(`Not a date-time: ${String(start)}`);
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(time) {
      const next = typeof time === 'string' ? Date.parse(time) : time;
      if (Number.isNaN(next)) throw new RangeError(`Not a date-time: ${String(time)}`);
      current = next;
    },
  };
}

/**
 * `base` shifted by an adjustable offset: the running server's clock, which `POST /sandbox/clock`
 * moves forward so browser tests can expire holds without waiting.
 */
export interface OffsetClock extends Clock {
  /** The current shift in milliseconds. */
  readonly offsetMs: number;
  advance(ms: number): void;
  reset(): void;
}

/** An {@link OffsetClock} over `base`, starting unshifted. */
export function createOffsetClock(base: Clock): OffsetClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    get offsetMs() {
      return offset;
    },
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
