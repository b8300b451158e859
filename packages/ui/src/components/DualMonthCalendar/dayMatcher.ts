/** A calendar day, `yyyy-MM-dd` (structurally booking-core's `DateOnly`). */
export type DateOnly = string;

/** A month, `yyyy-MM`. */
export type MonthKey = string;

/**
 * Which days a rule matches, as data (house style §2): the union is both the type and the docs.
 * - `{ from, to }`: every date in the closed range (either end may be left open);
 * - `{ dates }`: exactly these dates;
 * - `{ month, days }`: these days of the month of one month (the calendar input `availableDays`);
 * - `{ daysOfWeek }`: these weekdays, 0 Sunday … 6 Saturday;
 * - a predicate;
 * - a list: any of its matchers.
 */
export type DayMatcher =
  | { readonly from?: DateOnly | undefined; readonly to?: DateOnly | undefined }
  | { readonly dates: readonly DateOnly[] }
  | { readonly month: MonthKey; readonly days: readonly number[] }
  | { readonly daysOfWeek: readonly number[] }
  | ((date: DateOnly) => boolean)
  | readonly DayMatcher[];

/** True when `date` (`yyyy-MM-dd`) is matched by `matcher`. */
export function matchesDay(date: DateOnly, matcher: DayMatcher): boolean {
  if (typeof matcher === 'function') return matcher(date);
  if (Array.isArray(matcher)) return matcher.some((entry: DayMatcher) => matchesDay(date, entry));
  if ('dates' in matcher) return matcher.dates.includes(date);
  if ('days' in matcher)
    return date.slice(0, 7) === matcher.month && matcher.days.includes(Number(date.slice(8)));
  if ('daysOfWeek' in matcher) return matcher.daysOfWeek.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  const range = matcher as { from?: DateOnly; to?: DateOnly };
  return (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to);
}
