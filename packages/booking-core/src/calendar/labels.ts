import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import type { DateFnsLocale } from '../locale/date-locale';
import type { MonthKey } from './matchers';

// The calendar's month and weekday names, written with date-fns and a date-fns locale. Apart from
// calendar.ts so that the calendar's rules (bounds, ranges, a date filter's chosen range) reach a
// bundle without date-fns; only the calendar panel itself, a lazy chunk, loads these.

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
