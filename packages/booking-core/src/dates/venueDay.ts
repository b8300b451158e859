import { consoleLogger } from '@coras/api-client';
import { DEFAULT_LOCALE, dateTimeFormat, hourDigits, intlDateLocale } from '../locale/locales';
import { type FormatVenueDateOptions, isValidTimeZone, readIso, venueInstant } from './dates';

// The details page's dates with `Intl` only (its first render does without date-fns). Apart from
// dates.ts so that the landing, which shares that module, does not download them.

/** Minutes east of UTC in `timeZone` at the instant `time` (the zone's wall clock minus UTC). */
function zoneOffsetMinutes(time: number, timeZone: string): number {
  const clock = dateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const { type, value } of clock.formatToParts(time)) parts[type] = Number(value);
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return Math.round((wall.getTime() - (time - (((time % 1000) + 1000) % 1000))) / 60_000);
}

/**
 * The instant of a wall-clock time (written as if UTC) in `timeZone`. Across a DST change the
 * zone's rules apply, as in date-fns with `@date-fns/tz`: a time in the spring gap moves forward by the gap, a
 * repeated autumn time takes the earlier instant.
 */
function wallClockInstant(wallClock: number, timeZone: string): number {
  const before = zoneOffsetMinutes(wallClock - 86_400_000, timeZone);
  const after = zoneOffsetMinutes(wallClock + 86_400_000, timeZone);
  // The larger offset gives the earlier instant: tried first, so an ambiguous time takes it.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const time = wallClock - offset * 60_000;
    if (zoneOffsetMinutes(time, timeZone) === offset) return time;
  }
  return wallClock - before * 60_000;
}

/**
 * The instant (epoch milliseconds) of an ISO date or date-time in the venue's zone, with `Intl`
 * only: one with `Z` or an offset keeps its instant, one without is the zone's wall-clock time (a
 * date is its midnight). `NaN` for an unreadable value or an unknown zone — what
 * date-fns' `parseISO(value, { in: tz(timeZone) }).getTime()` gives, without date-fns.
 *
 * @example
 * venueInstantOf('2026-07-01T18:30:00', 'Asia/Bangkok'); // Date.parse('2026-07-01T11:30:00Z')
 */
export function venueInstantOf(value: string, timeZone: string): number {
  if (!isValidTimeZone(timeZone)) return Number.NaN;
  const reading = readIso(value);
  if (!reading) return Number.NaN;
  if (reading.offsetMinutes !== undefined) return reading.wallClock - reading.offsetMinutes * 60_000;
  return wallClockInstant(reading.wallClock, timeZone);
}

/** Options of {@link formatVenueDay} and {@link formatVenueTime}. */
export interface FormatVenueDayOptions extends FormatVenueDateOptions {
  /**
   * How the weekday and month are written: `'long'` ('Wednesday 1 July 2026'), `'short'`
   * ('Wed, 1 Jul 2026'). @default 'long'
   */
  width?: 'long' | 'short' | undefined;
}

function dayFormatter(locale: string, zone: string, width: 'long' | 'short'): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    weekday: width,
    day: 'numeric',
    month: width,
    year: 'numeric',
    timeZone: zone,
  });
}

function timeFormatter(locale: string, zone: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { hour: hourDigits(locale), minute: '2-digit', timeZone: zone });
}

function venueText(
  value: Date | number | string,
  options: FormatVenueDateOptions,
  write: (instant: { time: number; zone: string }, locale: string) => string,
): string {
  const { locale = DEFAULT_LOCALE, timeZone, logger = consoleLogger } = options;
  try {
    if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
    const instant = venueInstant(value, timeZone);
    if (!instant) throw new RangeError(`Invalid date: ${String(value)}`);
    return write(instant, intlDateLocale(locale));
  } catch (error) {
    logger.error('Date formatting failed', { value, timeZone, error });
    return String(value);
  }
}

/**
 * A venue date with its weekday, in the visitor's locale, written by `Intl`: `'Wednesday 1 July
 * 2026'` (`width: 'long'`), `'Wed, 1 Jul 2026'` (`'short'`), and with `withTime` the time after a
 * comma (`'Wednesday 1 July 2026, 19:30'`). The details page's dates, without date-fns. The zone
 * and failure rules are those of {@link formatVenueDate}.
 *
 * @example
 * formatVenueDay('2026-07-01', { timeZone: 'UTC', width: 'short' }); // 'Wed, 1 Jul 2026'
 */
export function formatVenueDay(value: Date | number | string, options: FormatVenueDayOptions): string {
  const { width = 'long', withTime = false } = options;
  return venueText(value, options, ({ time, zone }, locale) => {
    let day = dayFormatter(locale, zone, width)
      .formatToParts(time)
      .map((part, index, parts) =>
        // The storefront's British long form has no comma after the weekday ('Wednesday 1 July
        // 2026'), as before; newer CLDR data writes one.
        width === 'long' &&
        locale === 'en-GB' &&
        part.type === 'literal' &&
        parts[index - 1]?.type === 'weekday'
          ? ' '
          : part.value,
      )
      .join('');
    if (withTime) day += `, ${timeFormatter(locale, zone).format(time)}`;
    return day;
  });
}

/**
 * The venue's time of day of an instant in the visitor's locale (`'19:30'`, `'7:30 PM'` in en-US),
 * written by `Intl`, as date-fns' `p`. The zone and failure rules are those of {@link formatVenueDate}.
 */
export function formatVenueTime(value: Date | number | string, options: FormatVenueDateOptions): string {
  return venueText(value, options, ({ time, zone }, locale) => timeFormatter(locale, zone).format(time));
}
