import type { Attraction, SalePeriod } from '@coras/api-client';
import { type CalendarBounds, monthOf } from '../calendar/calendar';
import { type DateOnly, isDateOnly, toDateOnly } from '../dates/dates';
import { venueInstantOf } from '../dates/venueDay';

/** The longest sale period walked day by day; longer ones are cut (a data error must not hang the page). */
export const MAX_SALE_PERIOD_DAYS = 3 * 366;

function nextDate(date: DateOnly): DateOnly {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The venue-local dates on which tickets are on sale (spec 2 §4): every date a sale period
 * touches, in the attraction's time zone. A period is half-open, `[start, end)`: one that ends at
 * the venue's midnight does not make the next date available. Sorted, without duplicates. An
 * invalid time zone or date gives no dates.
 */
export function availableDates(salePeriods: readonly SalePeriod[] | undefined, timeZone: string): DateOnly[] {
  const dates = new Set<DateOnly>();
  for (const period of salePeriods ?? []) {
    const start = venueInstantOf(period.start, timeZone);
    const end = venueInstantOf(period.end, timeZone);
    if (!(end > start)) continue;
    const first = toDateOnly(start, timeZone);
    const last = toDateOnly(end - 1, timeZone);
    if (first === undefined || last === undefined) continue;
    let date = first;
    for (let day = 0; day < MAX_SALE_PERIOD_DAYS && date <= last; day += 1) {
      dates.add(date);
      date = nextDate(date);
    }
  }
  return [...dates].sort();
}

/** True when the sale periods cover exactly one day: the date is then shown read-only (spec 2 §2, §4). */
export function isSingleDayAvailability(
  salePeriods: readonly SalePeriod[] | undefined,
  timeZone: string,
): boolean {
  return availableDates(salePeriods, timeZone).length === 1;
}

/** What date verification needs of an attraction. */
export type DatedAttraction = Pick<
  Attraction,
  'first_instance_date' | 'last_instance_date' | 'timezone' | 'sale_periods'
>;

/**
 * The date the details page may use (spec 2 §4): the chosen date when it lies between the first and
 * last instance dates and is an available day, else the first instance date (venue-local).
 */
export function verifyDate(
  date: DateOnly | undefined,
  attraction: DatedAttraction,
  dates: readonly DateOnly[] = availableDates(attraction.sale_periods, attraction.timezone),
): DateOnly {
  const first =
    toDateOnly(attraction.first_instance_date, attraction.timezone) ??
    attraction.first_instance_date.slice(0, 10);
  const last = toDateOnly(attraction.last_instance_date, attraction.timezone) ?? first;
  if (date === undefined || !isDateOnly(date) || date < first || date > last || !dates.includes(date))
    return first;
  return date;
}

/**
 * The details page's date (spec 2 §2): the date parameter, else today where the attraction takes
 * place (its first instance's date when its time zone is unknown). The booking panel checks it
 * with {@link verifyDate}.
 */
export function detailsPageDate(
  date: string | undefined,
  attraction: Pick<Attraction, 'first_instance_date' | 'timezone'>,
  now: number,
): string {
  return date ?? toDateOnly(now, attraction.timezone) ?? attraction.first_instance_date.slice(0, 10);
}

/** The details calendar's months: from the first to the last instance date's month (spec 2 §5). */
export function attractionCalendarBounds(attraction: DatedAttraction): CalendarBounds {
  const first =
    toDateOnly(attraction.first_instance_date, attraction.timezone) ??
    attraction.first_instance_date.slice(0, 10);
  const last = toDateOnly(attraction.last_instance_date, attraction.timezone) ?? first;
  return { minMonth: monthOf(first), maxMonth: monthOf(last) };
}
