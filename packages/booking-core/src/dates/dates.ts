import { consoleLogger } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { DEFAULT_LOCALE, dateTimeFormat, hourDigits, intlDateLocale } from '../locale/locales';

// Venue dates with `Intl` only: no date-fns here, so the landing (cards, date filter) can show
// dates without downloading it. Parsing into a zone, DST arithmetic and date-fns patterns are in
// zoned.ts, for the parts of the widget that load date-fns anyway (calendar panel, checkout); the
// details page's weekday dates and times are in venueDay.ts (Intl too), and the date filter's
// label in dateRangeLabel.ts, which only the filter bar's chunk needs (a module rides whole in the
// first chunk that asks for any of it).

/** A calendar date without a time or zone, `yyyy-MM-dd`. */
export type DateOnly = string;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// `yyyy-MM-dd`, then optionally `T` (or a space) and `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS`, then
// optionally `Z` or an offset (`+01`, `+01:00`, `+0100`): the ISO 8601 forms the API writes.
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const knownZones = new Map<string, boolean>();

/** True when `timeZone` is an IANA zone name this runtime knows (`Europe/Dublin`, `UTC`). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** True when `value` is a real calendar date written `yyyy-MM-dd` (`2026-02-30` is not). */
export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO string read without a zone: its wall-clock time as a UTC timestamp, and its offset if any. */
interface IsoReading {
  /** The written date and time as if they were UTC. */
  wallClock: number;
  /** Minutes east of UTC; `undefined` when the string has no `Z` or offset (a wall-clock value). */
  offsetMinutes: number | undefined;
}

/** Reads an ISO date or date-time without a zone; shared with venueDay.ts, not a package export. */
export function readIso(value: string): IsoReading | undefined {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, date = '', hourText = '0', minuteText = '0', secondText = '0', fraction = '', zone] = match;
  if (!isDateOnly(date)) return undefined;
  const [hour, minute, second] = [Number(hourText), Number(minuteText), Number(secondText)];
  const millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
  // 24:00 is the end of the day (ISO 8601), as date-fns' parseISO reads it.
  const endOfDay = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  if ((hour > 23 && !endOfDay) || minute > 59 || second > 59) return undefined;
  let offsetMinutes: number | undefined;
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone) {
    const digits = zone.slice(1).replace(':', '');
    const [offsetHours, offsetMinutesPart] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || '0')];
    if (offsetMinutesPart > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMinutesPart);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, month - 1, day);
  wallClock.setUTCHours(hour, minute, second, millisecond);
  return { wallClock: wallClock.getTime(), offsetMinutes };
}

/**
 * The instant of a string or timestamp and the zone to show it in, or `undefined` if unreadable;
 * shared with venueDay.ts, not a package export.
 */
export function venueInstant(
  value: Date | number | string,
  timeZone: string,
): { time: number; zone: string } | undefined {
  if (typeof value !== 'string') {
    const time = new Date(+value).getTime();
    return Number.isNaN(time) ? undefined : { time, zone: timeZone };
  }
  const reading = readIso(value);
  if (!reading) return undefined;
  // A date or a date-time without an offset is the venue's wall-clock time already: shown at UTC it
  // cannot move across a zone or a DST change.
  if (reading.offsetMinutes === undefined) return { time: reading.wallClock, zone: 'UTC' };
  return { time: reading.wallClock - reading.offsetMinutes * 60_000, zone: timeZone };
}

function dateOnlyIn(time: number, timeZone: string): DateOnly {
  const formatter = dateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(time)) parts[type] = value;
  return `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
}

/**
 * The venue-local calendar date of an instant, `yyyy-MM-dd` (navigation's date-only form). A
 * date-only string is kept as it is; a date-time without an offset is the venue's wall-clock time,
 * so its own date; one with `Z` or an offset is moved into `timeZone`. `undefined` when the input
 * or the zone is invalid.
 *
 * @example
 * toDateOnly('2026-07-01T23:30:00Z', 'Asia/Bangkok'); // '2026-07-02'
 */
export function toDateOnly(value: Date | number | string, timeZone: string): DateOnly | undefined {
  if (typeof value === 'string' && isDateOnly(value)) return value;
  if (!isValidTimeZone(timeZone)) return undefined;
  const instant = venueInstant(value, timeZone);
  return instant && dateOnlyIn(instant.time, instant.zone);
}

/** Today's date in `timeZone` at the instant `now`. */
export function todayDateOnly(now: number, timeZone: string): DateOnly | undefined {
  return toDateOnly(now, timeZone);
}

/** Options of {@link formatVenueDate}. */
export interface FormatVenueDateOptions {
  /** The visitor's locale (Gregorian years for th-TH, see `intlDateLocale`). @default 'en-GB' */
  locale?: string | undefined;
  /** The venue's zone (the attraction's `timezone`): where a date-time with an offset is shown. */
  timeZone: string;
  /** Shows the time of day after the date. @default false */
  withTime?: boolean | undefined;
  /** Where a failure is reported; the console by default. */
  logger?: Logger | undefined;
}

function venueFormatter(locale: string, zone: string, withTime: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: hourDigits(locale), minute: '2-digit' } : {}),
    timeZone: zone,
  });
}

/**
 * A venue date in the visitor's locale, written by `Intl` (`'14 May 2026'`, `'May 14, 2026'` in
 * en-US, `'14. Mai 2026'` in de-DE), with the time when `withTime` (`'14 May 2026, 19:30'`). A
 * date-only value and a date-time without an offset are the venue's wall-clock time and shown as
 * written; a date-time with `Z` or an offset, or a timestamp, is shown in `timeZone`. **A failure
 * (unreadable date, unknown zone) is logged and the raw input is returned** (spec 1 §8).
 *
 * @example
 * formatVenueDate('2026-05-14T23:30:00Z', { timeZone: 'Asia/Tokyo', withTime: true }); // '15 May 2026, 08:30'
 */
export function formatVenueDate(value: Date | number | string, options: FormatVenueDateOptions): string {
  const { locale = DEFAULT_LOCALE, timeZone, withTime = false, logger = consoleLogger } = options;
  try {
    if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
    const instant = venueInstant(value, timeZone);
    if (!instant) throw new RangeError(`Invalid date: ${String(value)}`);
    return venueFormatter(intlDateLocale(locale), instant.zone, withTime).format(instant.time);
  } catch (error) {
    logger.error('Date formatting failed', { value, timeZone, error });
    return String(value);
  }
}
