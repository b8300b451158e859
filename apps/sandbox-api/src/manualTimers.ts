/** A timer handle of {@link createManualTimers}: the id `clearTimeout` takes back. */
type TimerId = number;

/** The timer provider shape booking-core, api-client and the widgets inject. */
export interface ManualTimerProvider {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(handle: unknown): void;
}

/**
 * Timers that fire only when a test moves `clock` on (the sandbox's `createManualClock`, or any
 * clock with `now` and `advance`), so a test of a timed rule never waits in real time. `settle`
 * runs after each timer that fires and once at the end, so the promises a timer starts (a poll
 * arming its next timer when its answer arrives) resolve before the next one falls due; in a
 * React test it wraps a turn of the event loop in `act`.
 */
export function createManualTimers(
  clock: { now(): number; advance(ms: number): void },
  settle: () => Promise<void>,
) {
  let nextId = 0;
  let queue: Array<{ id: TimerId; at: number; callback: () => void }> = [];
  const timers: ManualTimerProvider = {
    setTimeout: (callback, ms) => {
      nextId += 1;
      queue.push({ id: nextId, at: clock.now() + ms, callback });
      return nextId;
    },
    clearTimeout: (handle) => {
      queue = queue.filter((timer) => timer.id !== handle);
    },
  };
  /** Moves the clock on by `ms`, firing each timer that falls due, in order. */
  const advance = async (ms: number) => {
    const target = clock.now() + ms;
    for (;;) {
      const due = queue.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      queue = queue.filter((timer) => timer !== due);
      clock.advance(due.at - clock.now());
      due.callback();
      await settle();
    }
    clock.advance(target - clock.now());
    await settle();
  };
  return { timers, advance, pending: () => queue.length };
}
