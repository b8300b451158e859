import type { Reservation } from '@coras/api-client';

/** The words of a basket item's ticket summary, from the view's catalogue. */
export interface TicketSummaryWords {
  /** One price type and its count: '2 × Adult'. */
  line(count: number, name: string): string;
  /** The count alone, for an item that lists no tickets: '3 tickets'. */
  total(count: number): string;
}

/**
 * A basket item's tickets as the basket dropdown and the payment page's 'Your order' both show
 * them: one line per price type in the order the tickets come, '2 × Adult, 1 × Child'; an item
 * without its tickets listed falls back to its ticket count, '3 tickets'.
 *
 * A module of its own, apart from `basket.ts` which the payment route loads before the checkout:
 * only the basket's rows show it.
 */
export function ticketSummary(
  reservation: Pick<Reservation, 'tickets' | 'number_of_tickets'>,
  words: TicketSummaryWords,
): string {
  const counts = new Map<string, number>();
  for (const ticket of reservation.tickets) counts.set(ticket.name, (counts.get(ticket.name) ?? 0) + 1);
  if (counts.size === 0) return words.total(reservation.number_of_tickets);
  return [...counts].map(([name, count]) => words.line(count, name)).join(', ');
}
