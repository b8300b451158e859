import { vi } from 'vitest';
import type { TimerProvider } from '../src/retry';

interface Scheduled {
  ms: number;
  fire(): void;
  cancelled: boolean;
}

/**
 * A fake timer provider the test drives by hand: each wait the client schedules is recorded with
 * its delay and runs only when the test fires it. No real time passes, and the rest of the process
 * (the HTTP server, undici) keeps its real timers.
 */
export function manualTimers() {
  const scheduled: Scheduled[] = [];
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
  return {
    timers,
    scheduled,
    /** The next wait the client schedules (waits in real time for the client to get there). */
    async nextWait(): Promise<Scheduled> {
      const index = scheduled.length;
      await vi.waitFor(() => {
        if (!scheduled[index]) throw new Error('no wait scheduled yet');
      });
      return scheduled[index] as Scheduled;
    },
  };
}
