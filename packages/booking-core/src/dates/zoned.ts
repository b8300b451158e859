import { consoleLogger } from '@coras/api-client';
import { TZDate, tz } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import type { Logger } from '../adapters/logger';
import { type DateFnsLocale, DEFAULT_DATE_LOCALE } from '../locale/date-locale';
import { type DateOnly, isDateOnly, isValidTimeZone } from './dates';

// The date-fns side of dates: parsing into a zone, DST arithmetic and pattern formatting. It lives
// apart from dates.ts (Intl only) so that whatever only needs a venue date or a label — the
// landing's cards and date filter — never pulls date-fns and @date-fns/tz into a bundle.

/**
 * Parses an ISO 8601 date or date-time (spec 1 §5). With `timeZone` the result is a `TZDate` in
 * that zone: a date-time with an offset keeps its instant, one without is read as the zone's
 * wall-clock time. Anything unreadable, and **any invalid time zone, gives an invalid date**
 * (`isValid` false), never a date in the wrong zone.
 */
export function parseIsoDate(value: string, timeZone?: string): Date {
  if (timeZone === undefined) return parseISO(value);
  if (!isValidTimeZone(timeZone)) return new Date(Number.NaN);
  return parseISO(value, { in: tz(timeZone) });
}

/**
 * The instant of a wall-clock time in a zone. Across a DST change the zone's rules apply: a time
 * that does not exist (02:30 on the spring-forward night in Paris) moves forward by the gap
 * (03:30 CEST); an ambiguous one (the repeated hour in autumn) takes the earlier instant.
 */
export function zonedDateTime(date: DateOnly, time: string, timeZone: string): Date {
  if (!isDateOnly(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return new Date(Number.NaN);
  return parseIsoDate(`${date}T${time}`, timeZone);
}

/** Options of {@link formatInTimeZone}. */
export interface FormatInTimeZoneOptions {
  /** The zone the wall-clock time is shown in: the attraction's `timezone`. */
  timeZone: string;
  /** The date-fns locale (see `loadDateLocale`); en-GB by default. */
  dateLocale?: DateFnsLocale | undefined;
  /** Where a failure is reported; the console by default. */
  logger?: Logger | undefined;
}

/**
 * Formats an instant in the venue's time zone with a date-fns pattern (date-fns with
 * @date-fns/tz). **A failure (unreadable date, unknown zone, bad pattern) is logged and the raw
 * input is returned** (spec 1 §8), so a card shows the API's text rather than nothing. For a plain
 * venue date in a locale's usual form, `formatVenueDate` does the same with `Intl` and no date-fns.
 *
 * @example
 * formatInTimeZone('2026-07-01T18:30:00Z', 'PPp', { timeZone: 'Europe/Dublin' }); // '1 Jul 2026, 19:30'
 */
export function formatInTimeZone(
  value: Date | number | string,
  pattern: string,
  options: FormatInTimeZoneOptions,
): string {
  const { timeZone, dateLocale = DEFAULT_DATE_LOCALE, logger = consoleLogger } = options;
  try {
    if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
    const instant = typeof value === 'string' ? parseIsoDate(value, timeZone) : new Date(+value);
    return format(new TZDate(+instant, timeZone), pattern, { locale: dateLocale });
  } catch (error) {
    logger.error('Date formatting failed', { value, pattern, timeZone, error });
    return String(value);
  }
}
