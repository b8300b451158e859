import type { TimerProvider } from '../adapters/timers';

/** Timers that hold what falls due while the page is away and run it when it comes back. */
export interface PausableTimers {
  timers: TimerProvider;
  /** Whether the page is on screen (started); what the flow does while not is told to nobody. */
  active(): boolean;
  /** The page is (again) on screen: what fell due while it was away runs now. */
  start(): void;
  stop(): void;
}

/**
 * `timers` that hold their callbacks while stopped. React's StrictMode rehearses an unmount and
 * mounts again at once (start() runs what fell due), while a real unmount never starts again and
 * the page opened next resumes from the visitor's record.
 */
export function createPausableTimers(timers: TimerProvider): PausableTimers {
  let active = true;
  let nextId = 0;
  const held = new Map<number, () => void>();
  const handles = new Map<number, unknown>();
  return {
    timers: {
      setTimeout(callback, ms) {
        nextId += 1;
        const id = nextId;
        handles.set(
          id,
          timers.setTimeout(() => {
            handles.delete(id);
            if (active) callback();
            else held.set(id, callback);
          }, ms),
        );
        return id;
      },
      clearTimeout(id) {
        const key = id as number;
        if (handles.has(key)) timers.clearTimeout(handles.get(key));
        handles.delete(key);
        held.delete(key);
      },
    },
    active: () => active,
    start() {
      active = true;
      const due = [...held.values()];
      held.clear();
      for (const callback of due) callback();
    },
    stop() {
      active = false;
    },
  };
}
