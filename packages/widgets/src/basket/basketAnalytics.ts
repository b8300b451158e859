import type { Reservation } from '@coras/api-client';
import { toMajorUnits } from '@coras/booking-core';
import type { AnalyticsEvent, AnalyticsItem } from '../analytics/analytics';

/** A basket item as GA4 has it: the price of one ticket and the number of tickets, in major units. */
export function basketAnalyticsItem(reservation: Reservation): AnalyticsItem {
  const tickets = Math.max(1, reservation.number_of_tickets);
  const perTicket = toMajorUnits(reservation.total_price / tickets, reservation.currency);
  return {
    item_id: reservation.attraction_id ?? reservation.reservation_id,
    item_name: reservation.attraction_name,
    ...(reservation.option_name ? { item_variant: reservation.option_name } : {}),
    price: Math.round(perTicket * 100) / 100,
    quantity: reservation.number_of_tickets,
  };
}

/** `remove_from_cart`: the visitor took an item out of the basket (not an expiry). */
export function removeFromCart(reservation: Reservation): AnalyticsEvent {
  return {
    name: 'remove_from_cart',
    params: {
      currency: reservation.currency,
      value: toMajorUnits(reservation.total_price, reservation.currency),
      items: [basketAnalyticsItem(reservation)],
    },
  };
}
