import type { DateOnly } from '../dates/dates';

// The calendar widget itself (grid, navigation, range selection, keyboard) is ui's
// DualMonthCalendar; what stays here are the product's rules about chosen dates and months.

/** A month, `yyyy-MM`. */
export type MonthKey = string;

/** The month of a date: `'2026-05-17'` → `'2026-05'`. */
export function monthOf(date: DateOnly): MonthKey {
  return date.slice(0, 7);
}

/** The navigable months of a calendar. */
export interface CalendarBounds {
  minMonth: MonthKey;
  maxMonth: MonthKey;
}

/**
 * The chosen range: with one date the end equals the start (spec 1 §4); `undefined` dates when
 * nothing is chosen.
 */
export function selectionRange(selectedDates: readonly DateOnly[]): {
  startDate: DateOnly | undefined;
  endDate: DateOnly | undefined;
} {
  const [startDate, endDate = startDate] = selectedDates;
  return { startDate, endDate };
}
