import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef, useState } from 'react';
import * as styles from './Countdown.css';
import {
  type Clock,
  crossedThreshold,
  defaultAnnouncement,
  formatCountdown,
  msUntilNextTick,
  remainingSeconds,
  type TimerProvider,
} from './countdownTime';

export interface CountdownProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /**
   * Seconds left when it is rendered (a reservation's `expires_in`). A new value restarts the
   * countdown from it.
   */
  seconds: number;
  /** Called once when it reaches zero (immediately if `seconds` is 0 or less). */
  onExpire?: () => void;
  /**
   * Where "now" comes from, in epoch ms: the product's own clock (booking-core's `systemClock`),
   * a fixed one in tests and stories.
   */
  clock: Clock;
  /** The timers that schedule each tick: the product's own, fakes in tests and stories. */
  timers: TimerProvider;
  /**
   * The remaining seconds at which screen readers hear a polite announcement; zero announces the
   * expiry. The ticking value itself is never announced.
   * @default [300, 60, 0]
   */
  announceAt?: readonly number[];
  /** The words of an announcement at the given remaining seconds. @default defaultAnnouncement */
  formatAnnouncement?: (seconds: number) => string;
}

const DEFAULT_ANNOUNCE_AT = [300, 60, 0] as const;

/**
 * A countdown in `mm:ss` (spec 2 §2: each basket item's `expires_in`), ticking each second on the
 * second, calling `onExpire` once at zero. The time is a `role="timer"`, which screen readers do
 * not read on every tick; a polite live region speaks only at `announceAt` (5 minutes, 1 minute,
 * time up).
 *
 * Data attributes: `data-state="running" | "expired"`.
 */
export const Countdown = forwardRef<HTMLSpanElement, CountdownProps>(function Countdown(
  {
    seconds,
    onExpire,
    clock,
    timers,
    announceAt = DEFAULT_ANNOUNCE_AT,
    formatAnnouncement = defaultAnnouncement,
    className,
    ...props
  },
  ref,
) {
  const start = () => {
    const now = clock();
    return { seconds, deadline: now + seconds * 1000, now };
  };
  const [time, setTime] = useState(start);
  // A new `seconds` restarts the countdown (React's "adjust state while rendering" pattern).
  if (time.seconds !== seconds) setTime(start());
  const { deadline } = time;

  useEffect(() => {
    let handle: unknown;
    const schedule = (now: number) => {
      const wait = msUntilNextTick(deadline, now);
      if (wait <= 0) return;
      handle = timers.setTimeout(() => {
        const next = clock();
        setTime((current) => (current.deadline === deadline ? { ...current, now: next } : current));
        schedule(next);
      }, wait);
    };
    schedule(clock());
    return () => timers.clearTimeout(handle);
  }, [deadline, clock, timers]);

  const remaining = remainingSeconds(deadline, time.now);

  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const expiredDeadline = useRef<number | null>(null);
  useEffect(() => {
    if (remaining > 0 || expiredDeadline.current === deadline) return;
    expiredDeadline.current = deadline;
    onExpireRef.current?.();
  }, [remaining, deadline]);

  // Announced in the same render as the tick that crosses a threshold, not one commit later.
  const [spoken, setSpoken] = useState({ remaining, text: '' });
  if (spoken.remaining !== remaining) {
    const threshold = crossedThreshold(spoken.remaining, remaining, announceAt);
    setSpoken({ remaining, text: threshold === undefined ? spoken.text : formatAnnouncement(threshold) });
  }

  return (
    <span
      ref={ref}
      data-state={remaining > 0 ? 'running' : 'expired'}
      {...props}
      className={[styles.countdown, className].filter(Boolean).join(' ')}
    >
      <span role="timer">{formatCountdown(remaining)}</span>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {spoken.text}
      </VisuallyHidden>
    </span>
  );
});
