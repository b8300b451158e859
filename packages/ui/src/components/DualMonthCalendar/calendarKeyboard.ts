import { addMonthsToKey, type DateOnly, type MonthKey, monthOf } from './calendar';

/**
 * The calendar grid's keyboard (WAI-ARIA date picker grid): arrows move by a day and a week,
 * PageUp/PageDown by a month (with Shift by a year), Home/End to the first and last day of the
 * week. Enter and Space are the day buttons' own. Pure date arithmetic on `yyyy-MM-dd` strings.
 */
export const CALENDAR_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
] as const;

export type CalendarKey = (typeof CALENDAR_KEYS)[number];

export function isCalendarKey(key: string): key is CalendarKey {
  return (CALENDAR_KEYS as readonly string[]).includes(key);
}

function parts(date: DateOnly): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function fromUtc(time: number): DateOnly {
  return new Date(time).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative goes back), across months and years. */
export function addDaysToDate(date: DateOnly, days: number): DateOnly {
  const [year, month, day] = parts(date);
  return fromUtc(Date.UTC(year, month - 1, day + days));
}

/** `date` moved by `months`, its day clamped to the target month's length (31 Jan + 1 → 28 Feb). */
export function addMonthsToDate(date: DateOnly, months: number): DateOnly {
  const target = addMonthsToKey(monthOf(date), months);
  const [year, month] = target.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${target}-${String(Math.min(parts(date)[2], length)).padStart(2, '0')}`;
}

/** The weekday of `date`, 0 Sunday … 6 Saturday. */
function weekday(date: DateOnly): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Where a key moves the focused day. */
export function moveFocusDate(
  date: DateOnly,
  key: CalendarKey,
  options: { weekStartsOn: 0 | 1; shiftKey?: boolean },
): DateOnly {
  const offset = (weekday(date) - options.weekStartsOn + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDaysToDate(date, -1);
    case 'ArrowRight':
      return addDaysToDate(date, 1);
    case 'ArrowUp':
      return addDaysToDate(date, -7);
    case 'ArrowDown':
      return addDaysToDate(date, 7);
    case 'PageUp':
      return addMonthsToDate(date, options.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, options.shiftKey ? 12 : 1);
    case 'Home':
      return addDaysToDate(date, -offset);
    case 'End':
      return addDaysToDate(date, 6 - offset);
    default:
      return key satisfies never;
  }
}

/**
 * The first month to show so that `date` is visible among `count` months starting at
 * `displayMonth`, moving as little as possible: unchanged when it is already visible.
 */
export function firstMonthShowing(date: DateOnly, displayMonth: MonthKey, count = 2): MonthKey {
  const month = monthOf(date);
  if (month < displayMonth) return month;
  const last = addMonthsToKey(displayMonth, count - 1);
  return month > last ? addMonthsToKey(month, -(count - 1)) : displayMonth;
}

/** True when `date` is in one of the `count` months starting at `displayMonth`. */
export function isDateShown(date: DateOnly, displayMonth: MonthKey, count = 2): boolean {
  const month = monthOf(date);
  return month >= displayMonth && month <= addMonthsToKey(displayMonth, count - 1);
}
