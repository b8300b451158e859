import { consoleLogger } from '@coras/api-client';
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, isValid, parseISO, startOfDay } from 'date-fns';
import type { Logger } from '../adapters/logger';
import { type DateFnsLocale, DEFAULT_DATE_LOCALE } from '../locale/date-locale';
import { intlDateLocale } from '../locale/locales';

/** The date filter's label when no date is chosen (spec 1 §2). */
export const ALL_DATES_LABEL = 'All dates';

/** A calendar date without a time or zone, `yyyy-MM-dd`. */
export type DateOnly = string;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `timeZone` is an IANA zone name this runtime knows (`Europe/Dublin`, `UTC`). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

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

/** True when `value` is a real calendar date written `yyyy-MM-dd` (`2026-02-30` is not). */
export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
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

/** The start of the venue-local day containing `value` (a `TZDate` in `timeZone`). */
export function startOfDayInZone(value: Date | number | string, timeZone: string): Date {
  const date = typeof value === 'string' ? parseIsoDate(value, timeZone) : new TZDate(+value, timeZone);
  if (!isValid(date) || !isValidTimeZone(timeZone)) return new Date(Number.NaN);
  return startOfDay(date);
}

/**
 * How many hours a venue-local date lasts: 24, or 23 and 25 on DST change days
 * (`hoursInDay('2026-03-29', 'Europe/Paris')` → 23).
 */
export function hoursInDay(date: DateOnly, timeZone: string): number {
  const start = zonedDateTime(date, '00:00', timeZone);
  const end = addDays(start, 1);
  return (end.getTime() - start.getTime()) / 3_600_000;
}

/**
 * The venue-local calendar date of an instant, `yyyy-MM-dd` (navigation's date-only form).
 * `undefined` when the input or the zone is invalid.
 */
export function toDateOnly(value: Date | number | string, timeZone: string): DateOnly | undefined {
  if (typeof value === 'string' && isDateOnly(value)) return value;
  const date = typeof value === 'string' ? parseIsoDate(value, timeZone) : new Date(+value);
  if (!isValid(date) || !isValidTimeZone(timeZone)) return undefined;
  return format(new TZDate(+date, timeZone), 'yyyy-MM-dd');
}

/** Today's date in `timeZone` at the instant `now`. */
export function todayDateOnly(now: number, timeZone: string): DateOnly | undefined {
  return toDateOnly(now, timeZone);
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
 * input is returned** (spec 1 §8), so a card shows the API's text rather than nothing.
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

/** The date and time of an instance in the venue's zone, e.g. basket and confirmation cards. */
export function formatVenueDateTime(
  value: string,
  timeZone: string,
  dateLocale?: DateFnsLocale,
  logger?: Logger,
): string {
  return formatInTimeZone(value, 'PPp', { timeZone, dateLocale, logger });
}

/** Options of {@link formatDateRangeLabel}. */
export interface DateRangeLabelOptions {
  /** The current instant: decides whether the year is shown. */
  now: number;
  /** The visitor's locale (Gregorian years for th-TH, see `intlDateLocale`). */
  locale: string;
  /** The zone "this year" is measured in. */
  timeZone: string;
}

/**
 * The landing date filter's label: `'All dates'` without a start date, one date when the range is
 * a single day, else the range. **The year shows only when a date's year differs from the current
 * year** (spec 1 §4). Written by `Intl` in the visitor's locale (`5–9 Jan`, `5 janv. – 9 févr. 2027`).
 */
export function formatDateRangeLabel(
  range: { startDate?: DateOnly | undefined; endDate?: DateOnly | undefined },
  options: DateRangeLabelOptions,
): string {
  const { startDate, endDate } = range;
  if (!startDate || !isDateOnly(startDate)) return ALL_DATES_LABEL;
  const end = endDate && isDateOnly(endDate) && endDate >= startDate ? endDate : startDate;
  const currentYear = toDateOnly(options.now, options.timeZone)?.slice(0, 4);
  const showYear = startDate.slice(0, 4) !== currentYear || end.slice(0, 4) !== currentYear;
  const formatter = new Intl.DateTimeFormat(intlDateLocale(options.locale), {
    day: 'numeric',
    month: 'short',
    ...(showYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  const from = new Date(`${startDate}T00:00:00Z`);
  if (end === startDate) return formatter.format(from);
  return formatter.formatRange(from, new Date(`${end}T00:00:00Z`));
}
