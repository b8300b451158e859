import type { Attraction, AvailabilityOption, PriceType, TicketSelection } from '@coras/api-client';

/** Tickets chosen per price type id; zero counts are never kept (spec 2 §4). */
export type TicketCounts = Readonly<Record<string, number>>;

/** A tour's cap when `max_booking_size` is absent (spec 2 §5, §9). */
export const DEFAULT_MAX_BOOKING_SIZE = 5;

/** The ticket cap of an attraction: tour `max_booking_size` (default 5), theatre `max_tickets_per_order` (none when absent). */
export function ticketCap(
  attraction: Pick<Attraction, 'attraction_type' | 'max_booking_size' | 'max_tickets_per_order'>,
): number | undefined {
  if (attraction.attraction_type === 'TOUR') return attraction.max_booking_size ?? DEFAULT_MAX_BOOKING_SIZE;
  return attraction.max_tickets_per_order;
}

/** How many tickets are chosen in all. */
export function totalTickets(counts: TicketCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** A count clamped between 0 and the cap (the summary's counts, spec 2 §5); fractions round down. */
export function clampTicketCount(count: number, cap: number | undefined): number {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  return Math.max(0, cap === undefined ? whole : Math.min(whole, cap));
}

/**
 * Sets one price type's count, clamped so the total stays within the cap; a zero removes the entry.
 */
export function setTicketCount(
  counts: TicketCounts,
  priceTypeId: string,
  count: number,
  cap?: number,
): TicketCounts {
  const others = totalTickets(counts) - (counts[priceTypeId] ?? 0);
  const room = cap === undefined ? undefined : Math.max(0, cap - others);
  const next = clampTicketCount(count, room);
  const { [priceTypeId]: _removed, ...rest } = counts;
  return next === 0 ? rest : { ...rest, [priceTypeId]: next };
}

/** True when plus may be pressed: one more ticket keeps the total within the cap. */
export function canIncrementTickets(counts: TicketCounts, cap: number | undefined): boolean {
  return cap === undefined || totalTickets(counts) + 1 <= cap;
}

/** True when minus may be pressed: the price type has at least one ticket (minus is disabled at 0). */
export function canDecrementTickets(counts: TicketCounts, priceTypeId: string): boolean {
  return (counts[priceTypeId] ?? 0) > 0;
}

/** Plus: one more ticket of a price type, unless the cap blocks it (then the same object). */
export function incrementTickets(
  counts: TicketCounts,
  priceTypeId: string,
  cap: number | undefined,
): TicketCounts {
  return canIncrementTickets(counts, cap)
    ? setTicketCount(counts, priceTypeId, (counts[priceTypeId] ?? 0) + 1)
    : counts;
}

/** Minus: one ticket fewer, never below 0 (then the same object). */
export function decrementTickets(counts: TicketCounts, priceTypeId: string): TicketCounts {
  return canDecrementTickets(counts, priceTypeId)
    ? setTicketCount(counts, priceTypeId, (counts[priceTypeId] ?? 0) - 1)
    : counts;
}

/**
 * The selection the ticket box starts with (spec 2 §4): when nothing is chosen and the attraction
 * has price types, one ticket of the first price type; otherwise the counts as they are.
 */
export function withDefaultTickets(
  counts: TicketCounts,
  priceTypes: readonly PriceType[] | undefined,
): TicketCounts {
  const first = priceTypes?.[0];
  if (totalTickets(counts) > 0 || first === undefined) return counts;
  return { [first.price_type_id]: 1 };
}

/**
 * The `tickets` of a request, in price-type order, zeros dropped. For a non-theatre reservation
 * only the price types the chosen option offers are sent (spec 2 §5).
 */
export function ticketSelections(
  counts: TicketCounts,
  options: {
    priceTypes?: readonly PriceType[] | undefined;
    option?: Pick<AvailabilityOption, 'prices'> | undefined;
    attractionType?: Attraction['attraction_type'] | undefined;
  } = {},
): TicketSelection[] {
  const order = new Map((options.priceTypes ?? []).map((type, index) => [type.price_type_id, index]));
  const offered =
    options.option && options.attractionType !== 'THEATER'
      ? new Set(options.option.prices.map((price) => price.price_type_id))
      : undefined;
  return Object.entries(counts)
    .filter(([id, count]) => count > 0 && (offered === undefined || offered.has(id)))
    .sort(([a], [b]) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map(([price_type_id, number_of_tickets]) => ({ price_type_id, number_of_tickets }));
}
