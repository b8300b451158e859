import type { AvailabilityOption, CurrencyCode } from '@coras/api-client';
import { priceIn } from '../money/money';
import { bookingFeeTotal } from './options';
import { type TicketCounts, totalTickets } from './tickets';

/** One line of the reservation preview: a price type's tickets and what they cost. */
export interface PreviewRow {
  priceTypeId: string;
  name: string;
  count: number;
  /** Smallest currency unit. */
  amount: number;
}

/** What the reservation preview shows (spec 2 §2): the tickets, the booking fee × tickets, the total. */
export interface PreviewSummary {
  rows: PreviewRow[];
  tickets: number;
  /** The booking fee of one ticket, smallest unit. */
  feePerTicket: number;
  /** `feePerTicket × tickets`. */
  fee: number;
  /** The rows' sum plus the fee, smallest unit. */
  total: number;
}

/**
 * The reservation preview's figures (spec 2 §2): a row per price type asked for (the option's
 * `full_price`, or unit price × count when the option lacks it), the booking fee per ticket times
 * the tickets, and their sum.
 */
export function previewSummary(
  option: AvailabilityOption,
  counts: TicketCounts,
  currency: CurrencyCode,
): PreviewSummary {
  const rows = option.prices
    .map((price) => {
      const count = counts[price.price_type_id] ?? 0;
      const amount = priceIn(price.full_price, currency) ?? (priceIn(price.price, currency) ?? 0) * count;
      return { priceTypeId: price.price_type_id, name: price.price_type_name, count, amount };
    })
    .filter((row) => row.count > 0);
  const tickets = rows.length > 0 ? rows.reduce((sum, row) => sum + row.count, 0) : totalTickets(counts);
  const fee = bookingFeeTotal(option, currency, tickets);
  const total = rows.reduce((sum, row) => sum + row.amount, 0) + fee;
  return { rows, tickets, feePerTicket: priceIn(option.max_booking_fee, currency) ?? 0, fee, total };
}
