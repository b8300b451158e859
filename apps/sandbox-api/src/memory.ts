import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SandboxServer } from './node';

/** What one reclaim did, for the server's log and the soak. */
export interface MemoryReclaim {
  /**
   * Resident set before the collections and one interval after them, in bytes
   * (`process.memoryUsage.rss()`): V8's helper threads give the emptied pages back after the
   * collections return, so a reading at once can still count them.
   */
  rssBefore: number;
  rssAfter: number;
  /** Sessions and Idempotency-Key answers still kept: what the collections could not free. */
  sessions: number;
  keys: number;
}

/** When a reclaim is due. */
export interface ReclaimOptions {
  /** How often the server checks whether it is quiet. @default 2000 */
  intervalMs?: number;
  /** Quiet: at most this many requests in the last interval (a quiet site still gets a few). @default 2 */
  quietRequests?: number;
  /** Collect only after this many requests, or this many forgotten records, since the last time. @default 1000 */
  threshold?: number;
  onReclaim?: (reclaim: MemoryReclaim) => void;
}

/** At most this many full collections per reclaim: V8 releases the pages a compaction emptied in the next one. */
const MAX_ROUNDS = 5;
const MB = 1024 * 1024;

/**
 * The process's full garbage collection. `--expose-gc` when the process was started with it;
 * otherwise turned on here, so every way of starting `server.ts` (tsx, `node --import tsx`, the
 * e2e and bench spawners) gets it.
 */
function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Gives memory back to the system once the server goes quiet after being busy (issue 20 item 11).
 *
 * Measured with `pnpm soak`: after a burst of session POSTs, V8 runs no collection while the
 * sandbox idles (its memory reducer never started in 40 s of idle), and one full collection frees
 * the expired sessions but leaves the old generation's pages sparsely used and committed (173 MB
 * committed for 20 MB live). Full collections that compact every page move the survivors together
 * and release the rest: the resident set returns near where it was before the load. Each collection blocks for tens of
 * milliseconds, so it runs only in a quiet interval, and only when something may be freed:
 * `threshold` requests served, or as many sessions and keys forgotten, since the last one.
 */
export function reclaimMemoryWhenIdle(running: SandboxServer, options: ReclaimOptions = {}): void {
  const { intervalMs = 2000, quietRequests = 2, threshold = 1000, onReclaim } = options;
  const collect = fullCollection();
  const { state } = running.sandbox;
  const kept = () => state.sessions.size() + state.idempotency.size();
  let recent = 0;
  let sinceLast = 0;
  let keptAfterLast = kept();
  // The last reclaim, reported at the next check (see `MemoryReclaim.rssAfter`): measured with
  // `pnpm soak`, the resident set read as the collections returned was up to 17 MB above the one
  // read a moment later.
  let unreported: Omit<MemoryReclaim, 'rssAfter'> | undefined;

  const check = () => {
    if (unreported) {
      onReclaim?.({ ...unreported, rssAfter: process.memoryUsage.rss() });
      unreported = undefined;
    }
    const quiet = recent <= quietRequests;
    recent = 0;
    if (!quiet || (sinceLast < threshold && keptAfterLast - kept() < threshold)) return;
    const rssBefore = process.memoryUsage.rss();
    // Compact every page these collections visit, not only the few V8's heuristics pick: the
    // sparse pages a burst leaves behind are released at once. Only for the reclaim.
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const committed = process.memoryUsage().heapTotal;
        collect();
        if (round > 0 && committed - process.memoryUsage().heapTotal < MB) break;
      }
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
    sinceLast = 0;
    keptAfterLast = kept();
    unreported = { rssBefore, sessions: state.sessions.size(), keys: state.idempotency.size() };
  };

  running.server.on('request', () => {
    recent += 1;
    sinceLast += 1;
  });
  // Unref'd: a quiet server may still exit.
  const interval = setInterval(check, intervalMs);
  interval.unref();
  running.server.once('close', () => clearInterval(interval));
}
