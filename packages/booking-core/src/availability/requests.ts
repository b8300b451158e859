import type {
  Attraction,
  AvailabilityCheckRequest,
  AvailabilityOption,
  CurrencyCode,
  ReservationCreateRequest,
} from '@coras/api-client';
import type { DateOnly } from '../dates/dates';
import { localeLanguageCode } from '../locale/locales';
import { type TicketCounts, ticketSelections } from './tickets';

/** What a request about one attraction and date needs. */
export interface BookingRequestInput {
  attraction: Pick<Attraction, 'coras_attraction_id' | 'attraction_type' | 'price_types'>;
  date: DateOnly;
  currency: CurrencyCode;
  locale: string;
  counts: TicketCounts;
}

/** The body of `POST availability/check` (spec 2 §7). */
export function buildAvailabilityRequest(input: BookingRequestInput): AvailabilityCheckRequest {
  return {
    currency: input.currency,
    language_code: localeLanguageCode(input.locale),
    attraction_id: input.attraction.coras_attraction_id,
    date: input.date,
    tickets: ticketSelections(input.counts, { priceTypes: input.attraction.price_types }),
  };
}

/**
 * The body of `POST reservations` for an option (spec 2 §7): `to_basket` true, no pickup, the
 * chosen tour language (empty when none), and only the price types the option offers unless the
 * attraction is a theatre. `undefined` when no ticket would be sent (the API requires one).
 */
export function buildReservationRequest(
  input: BookingRequestInput & {
    option: Pick<AvailabilityOption, 'selection_id' | 'prices'>;
    tourLanguage?: string | undefined;
  },
): ReservationCreateRequest | undefined {
  const tickets = ticketSelections(input.counts, {
    priceTypes: input.attraction.price_types,
    option: input.option,
    attractionType: input.attraction.attraction_type,
  });
  if (tickets.length === 0) return undefined;
  return {
    attraction_id: input.attraction.coras_attraction_id,
    currency: input.currency,
    date: input.date,
    language_code: localeLanguageCode(input.locale),
    selection_id: input.option.selection_id,
    tour_language: input.tourLanguage ?? '',
    to_basket: true,
    pickup_id: null,
    pickup_entry: null,
    tickets,
  };
}
