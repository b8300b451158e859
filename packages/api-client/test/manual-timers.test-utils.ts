import { vi } from 'vitest';
import type { TimerProvider } from '../src/retry';

interface Scheduled {
  ms: number;
  fire(): void;
  cancelled: boolean;
}

/**
 * A fake timer provider the test drives by hand: each timer the client schedules is recorded with
 * its delay and runs only when the test fires it. No real time passes, and the rest of the process
 * (the HTTP server, undici) keeps its real timers.
 *
 * The client schedules two kinds: each attempt's deadline (`deadlineMs`, the client's request
 * timeout) and the waits between retries. `nextWait` and `nextDeadline` hand them out in order,
 * each kind on its own.
 */
export function manualTimers({ deadlineMs = 15_000 }: { deadlineMs?: number } = {}) {
  const scheduled: Scheduled[] = [];
  const handedOut = new Set<Scheduled>();
  const timers: TimerProvider = {
    setTimeout(callback, ms) {
      const entry: Scheduled = { ms, cancelled: false, fire: () => entry.cancelled || callback() };
      scheduled.push(entry);
      return entry;
    },
    clearTimeout(handle) {
      (handle as Scheduled).cancelled = true;
    },
  };
  /** The first timer of a kind not handed out yet (waits in real time for the client to get there). */
  async function next(isDeadline: boolean): Promise<Scheduled> {
    let found: Scheduled | undefined;
    await vi.waitFor(() => {
      found = scheduled.find((entry) => !handedOut.has(entry) && (entry.ms === deadlineMs) === isDeadline);
      if (!found) throw new Error(`no ${isDeadline ? 'deadline' : 'wait'} scheduled yet`);
      // The client gets there through a real socket (an aborted request's rejection): on a busy
      // machine that can take longer than waitFor's default second.
    }, 10_000);
    handedOut.add(found as Scheduled);
    return found as Scheduled;
  }
  return {
    timers,
    scheduled,
    /** The next wait between retries the client schedules. */
    nextWait: () => next(false),
    /** The next attempt's deadline the client schedules. */
    nextDeadline: () => next(true),
  };
}
