import { dateTimeFormat, intlDateLocale } from '../locale/locales';
import { type DateOnly, isDateOnly, toDateOnly } from './dates';

// The landing date filter's label, with `Intl` only (see dates.ts): apart from the cards' dates,
// since it loads with the filter bar, not with the landing's first cards.

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
 * The landing date filter's label: `undefined` without a (valid) start date, which each package
 * words as its 'All dates' (spec 1 §2); one date when the range is
 * a single day, else the range. **The year shows only when a date's year differs from the current
 * year** (spec 1 §4). Written by `Intl` in the visitor's locale (`5–9 Jan`, `5 janv. – 9 févr. 2027`).
 */
export function formatDateRangeLabel(
  range: { startDate?: DateOnly | undefined; endDate?: DateOnly | undefined },
  options: DateRangeLabelOptions,
): string | undefined {
  const { startDate, endDate } = range;
  if (!startDate || !isDateOnly(startDate)) return undefined;
  const end = endDate && isDateOnly(endDate) && endDate >= startDate ? endDate : startDate;
  const currentYear = toDateOnly(options.now, options.timeZone)?.slice(0, 4);
  const showYear = startDate.slice(0, 4) !== currentYear || end.slice(0, 4) !== currentYear;
  const formatter = dateTimeFormat(intlDateLocale(options.locale), {
    day: 'numeric',
    month: 'short',
    ...(showYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  const from = new Date(`${startDate}T00:00:00Z`);
  if (end === startDate) return formatter.format(from);
  return formatter.formatRange(from, new Date(`${end}T00:00:00Z`));
}
