/**
 * The countdown's arithmetic as pure functions: time comes in as arguments (an injected clock),
 * never from `Date.now()`, so tests and stories are deterministic.
 */

/**
 * Where "now" comes from, in epoch milliseconds. Structurally the same as booking-core's `Clock`,
 * so a widget passes its own.
 */
export type Clock = () => number;

/**
 * The timers that schedule the ticks. Structurally the same as booking-core's (and api-client's)
 * `TimerProvider`, so a widget passes its own, and a test a hand-driven fake.
 */
export interface TimerProvider {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** `mm:ss` from whole seconds (spec 2 §9); minutes go past 59 rather than adding hours. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Whole seconds left until `deadline` (epoch ms) at `now`, rounded up: 900 s after the start shows
 * 15:00 for its first second and 14:59 once a full second has passed.
 */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds from `now` to the next change of the shown value, so ticks stay on the second. */
export function msUntilNextTick(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  return left % 1000 || 1000;
}

/**
 * The announcement threshold crossed when the remaining time went from `previous` to `current`
 * seconds, if any: the lowest threshold passed, so a jump over several announces the latest news.
 */
export function crossedThreshold(
  previous: number,
  current: number,
  thresholds: readonly number[],
): number | undefined {
  const crossed = thresholds.filter((threshold) => previous > threshold && current <= threshold);
  return crossed.length ? Math.min(...crossed) : undefined;
}

/**
 * The default words of a polite announcement, spelled out for screen readers rather than as `mm:ss`:
 * '5 minutes remaining', '1 minute 30 seconds remaining', 'Time is up'.
 */
export function defaultAnnouncement(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole === 0) return 'Time is up';
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ].filter(Boolean);
  return `${parts.join(' ')} remaining`;
}
