/** How failed calls are retried (spec 1 §8, read as: 3 retries after the first attempt). */
export interface RetryOptions {
  /** Retries after the first attempt. @default 3 */
  retries?: number;
  /** The first wait; each further wait doubles it. @default 1000 */
  baseDelayMs?: number;
  /** The longest `Retry-After` honoured; a longer one is capped. @default 30000 */
  maxRetryAfterMs?: number;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: () => number;
}

/** Timer functions the waits between retries use; tests fake them. */
export interface TimerProvider {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, read at call time so a test's fake timers apply. */
export const globalTimers: TimerProvider = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Statuses worth another attempt: timeouts, rate limiting and server failures. Other 4xx reach the caller at once. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before retry number `retry` (1-based): `base × 2^(retry−1)` plus a random jitter of up
 * to half that delay — 1000–1500 ms, 2000–3000 ms, 4000–6000 ms with the defaults.
 */
export function backoffDelay(retry: number, baseDelayMs: number, random: () => number): number {
  const delay = baseDelayMs * 2 ** (retry - 1);
  return Math.round(delay + random() * (delay / 2));
}

/**
 * Reads a time header (`Retry-After`, `booking-session-expires`): delta seconds, an HTTP date or an
 * ISO 8601 date-time. Answers the moment it names in epoch milliseconds, or `undefined` when it is
 * absent or unreadable.
 */
export function parseTimeHeader(value: string | null, now: number): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return now + Math.round(Number(trimmed) * 1000);
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? undefined : time;
}

/** Waits `ms`, or rejects with a signal's reason as soon as one of `signals` aborts. */
export function wait(
  ms: number,
  timers: TimerProvider,
  ...signals: ReadonlyArray<AbortSignal | null | undefined>
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      for (const signal of signals) signal?.removeEventListener('abort', onAbort);
    };
    function onAbort(this: AbortSignal) {
      stop();
      timers.clearTimeout(handle);
      reject(this.reason);
    }
    const handle = timers.setTimeout(() => {
      stop();
      resolve();
    }, ms);
    for (const signal of signals) {
      if (signal?.aborted) return onAbort.call(signal);
      signal?.addEventListener('abort', onAbort);
    }
  });
}
