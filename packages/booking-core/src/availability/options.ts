import type { Attraction, AvailabilityOption, CurrencyCode } from '@coras/api-client';
import { priceIn } from '../money/money';
import type { TicketCounts } from './tickets';

/**
 * Why the availability call failed, as a code each package words (spec 2 §5): `selectTickets`
 * ('Please select the number of tickets.', the API's code 37) or `generic` ('Error!').
 */
export type AvailabilityError = { code: 'selectTickets' } | { code: 'generic' };

/** The API's error code for "no tickets selected". */
export const NO_TICKETS_ERROR_CODE = 37;

/** The code of an availability error: the API's code 37 → `selectTickets`, else `generic`. */
export function availabilityError(error: { code?: number | undefined } | undefined): AvailabilityError {
  return error?.code === NO_TICKETS_ERROR_CODE ? { code: 'selectTickets' } : { code: 'generic' };
}

/** Availability failed: there are no options, or none is available (spec 2 §5). */
export function availabilityFailed(
  options: readonly Pick<AvailabilityOption, 'available'>[] | undefined,
): boolean {
  return !options || options.length === 0 || options.every((option) => !option.available);
}

/** Theatre options of one performance time. */
export interface PerformanceGroup {
  /** The performance's `start_datetime`. */
  startDatetime: string;
  options: AvailabilityOption[];
}

/**
 * Theatre options grouped by performance time, earliest first, options in their original order
 * (spec 2 §4). The first group's time is the one preselected (`groups[0]`).
 */
export function groupByPerformanceTime(options: readonly AvailabilityOption[]): PerformanceGroup[] {
  const groups = new Map<string, AvailabilityOption[]>();
  for (const option of options) {
    const group = groups.get(option.start_datetime);
    if (group) group.push(option);
    else groups.set(option.start_datetime, [option]);
  }
  return [...groups]
    .map(([startDatetime, grouped]) => ({ startDatetime, options: grouped }))
    .sort((a, b) => Date.parse(a.startDatetime) - Date.parse(b.startDatetime));
}

/** A language a tour is given in. */
export interface TourLanguage {
  code: string;
  label: string;
}

/** The languages of a tour option, in the API's order. */
export function tourLanguages(option: Pick<AvailabilityOption, 'languages_spoken'>): TourLanguage[] {
  return Object.entries(option.languages_spoken ?? {}).map(([code, label]) => ({ code, label }));
}

/** The language chip shows only when the tour is given in more than one language (spec 2 §4). */
export function showsLanguageChip(option: Pick<AvailabilityOption, 'languages_spoken'>): boolean {
  return tourLanguages(option).length > 1;
}

/**
 * The tour language chosen by default (spec 2 §4): the visitor's language when the tour is given
 * in it, else the first listed; `''` when none is listed (the reservation then sends an empty
 * `tour_language`).
 */
export function defaultTourLanguage(
  option: Pick<AvailabilityOption, 'languages_spoken'>,
  userLanguage: string,
): string {
  const languages = tourLanguages(option);
  const wanted = userLanguage.trim().toLowerCase();
  return (
    languages.find((language) => language.code.toLowerCase() === wanted)?.code ?? languages[0]?.code ?? ''
  );
}

/** The reservation preview's booking fee: the fee per ticket times the ticket count (spec 2 §2). */
export function bookingFeeTotal(
  option: Pick<AvailabilityOption, 'max_booking_fee'>,
  currency: CurrencyCode,
  ticketCount: number,
): number {
  return (priceIn(option.max_booking_fee, currency) ?? 0) * ticketCount;
}

/** How an attraction's options read (spec 2 §2, §4): tours with a language, theatre by time, sport by section. */
export type OptionsKind = 'tour' | 'theatre' | 'sport';

/** Tours are tours; a THEATER attraction of the sport category lists 'Section' and 'Price (each)'. */
export function optionsKind(attraction: Pick<Attraction, 'attraction_type' | 'category'>): OptionsKind {
  if (attraction.attraction_type === 'TOUR') return 'tour';
  return attraction.category?.slug === 'sport' ? 'sport' : 'theatre';
}

/**
 * The price of one ticket of an option (sport's 'each'): the cheapest of the price types asked
 * for, else of all it offers; `undefined` when none has a price in `currency`.
 */
export function unitPrice(
  option: Pick<AvailabilityOption, 'prices'>,
  counts: TicketCounts,
  currency: CurrencyCode,
): number | undefined {
  const amounts = (requested: boolean) =>
    option.prices
      .filter((price) => !requested || (counts[price.price_type_id] ?? 0) > 0)
      .map((price) => priceIn(price.price, currency))
      .filter((amount): amount is number => amount !== undefined);
  const asked = amounts(true);
  const all = asked.length > 0 ? asked : amounts(false);
  return all.length > 0 ? Math.min(...all) : undefined;
}
