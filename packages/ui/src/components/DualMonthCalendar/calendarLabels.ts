import { type Locale as DateFnsLocale, format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import type { DateOnly, MonthKey } from './dayMatcher';

// The calendar's month, weekday and day names, written with date-fns and a date-fns locale that
// the widget passes (booking-core's `loadDateLocale`). The kit bundles en-US alone, the default.

export type { DateFnsLocale };

/** The calendar's own default locale (spec 1 §9: "the calendar's default locale is en-US"). */
export const DEFAULT_CALENDAR_DATE_LOCALE: DateFnsLocale = enUS;

/** The month label pattern (spec 1 §2). */
export const MONTH_LABEL_PATTERN = 'LLLL yyyy';

/** The month label, `'LLLL yyyy'` in the given date-fns locale (en-US by default): `'May 2026'`. */
export function formatMonthLabel(
  month: MonthKey,
  dateLocale: DateFnsLocale = DEFAULT_CALENDAR_DATE_LOCALE,
): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return format(new Date(year, index - 1, 1), MONTH_LABEL_PATTERN, { locale: dateLocale });
}

/** The short weekday names in display order, e.g. `['Mo', 'Tu', …]` for a Monday start. */
export function weekdayLabels(
  weekStartsOn: 0 | 1,
  dateLocale: DateFnsLocale = DEFAULT_CALENDAR_DATE_LOCALE,
): string[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, offset) =>
    format(new Date(2023, 0, 1 + ((offset + weekStartsOn) % 7)), 'EEEEEE', { locale: dateLocale }),
  );
}

/**
 * A calendar day written with a date-fns `pattern` ('PPPP', 'EEEE'). Built from the day's own
 * parts, so the day never moves across a time zone boundary.
 */
export function formatCalendarDate(date: DateOnly, pattern: string, dateLocale: DateFnsLocale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, day);
  // Years 0-99 would otherwise read as 1900-1999.
  local.setFullYear(year);
  return format(local, pattern, { locale: dateLocale });
}
