import type { Attraction, CurrencyCode, Reservation } from '@coras/api-client';
import { priceIn, toMajorUnits } from '../money/money';
import type {
  AnalyticsEvent,
  AnalyticsItem,
  AnalyticsValueParams,
  CheckoutAnalyticsEvent,
} from './analytics';

/**
 * The events of an attraction's page, the basket and the order (GA4's view_item, add_to_cart,
 * remove_from_cart, begin_checkout, add_payment_info, purchase): reservations valued in major units.
 * Apart from the card lists' events (`analytics.ts`), which the landing's first load carries.
 */

/** What an item of the basket or of a paid order tells analytics. */
export interface AnalyticsReservation {
  reservation_id: string;
  attraction_id?: string | undefined;
  attraction_name: string;
  option_name?: string | undefined;
  number_of_tickets: number;
  /** Minor units. */
  total_price: number;
}

/**
 * A reservation as GA4 has it: the price of one ticket (rounded to cents) and the number of
 * tickets, in major units of `currency`.
 */
function reservationAnalyticsItem(item: AnalyticsReservation, currency: CurrencyCode): AnalyticsItem {
  const tickets = Math.max(1, item.number_of_tickets);
  const perTicket = toMajorUnits(item.total_price / tickets, currency);
  return {
    item_id: item.attraction_id ?? item.reservation_id,
    item_name: item.attraction_name,
    ...(item.option_name ? { item_variant: item.option_name } : {}),
    price: Math.round(perTicket * 100) / 100,
    quantity: item.number_of_tickets,
  };
}

/** The value (their total in major units), currency and items of some reservations. */
function reservationValueParams(
  items: readonly AnalyticsReservation[],
  currency: CurrencyCode,
): AnalyticsValueParams {
  const total = items.reduce((sum, item) => sum + item.total_price, 0);
  return {
    currency,
    value: toMajorUnits(total, currency),
    items: items.map((item) => reservationAnalyticsItem(item, currency)),
  };
}

/** `remove_from_cart`: the visitor took an item out of the basket (not an expiry). */
export function removeFromCartEvent(reservation: Reservation): AnalyticsEvent {
  return { name: 'remove_from_cart', params: reservationValueParams([reservation], reservation.currency) };
}

/**
 * `add_to_cart`: the held reservation, its item named as the basket names it (`remove_from_cart`
 * matches it) with the attraction's id, name and category.
 */
export function addToCartEvent(attraction: Attraction, reservation: Reservation): AnalyticsEvent {
  const params = reservationValueParams([reservation], reservation.currency);
  return {
    name: 'add_to_cart',
    params: {
      ...params,
      items: params.items.map((item) => ({
        ...item,
        item_id: attraction.coras_attraction_id,
        item_name: attraction.attraction_name,
        ...(attraction.category ? { item_category: attraction.category.name } : {}),
      })),
    },
  };
}

/**
 * `view_item`: an attraction's details were shown, its lowest price in the visitor's currency as
 * the item's price and the event's value; without a price in that currency both are left out of
 * the item and the value is 0.
 */
export function viewItemEvent(attraction: Attraction, currency: CurrencyCode): AnalyticsEvent {
  const minor = priceIn(attraction.min_price, currency);
  const price = minor === undefined ? undefined : toMajorUnits(minor, currency);
  return {
    name: 'view_item',
    params: {
      currency,
      value: price ?? 0,
      items: [
        {
          item_id: attraction.coras_attraction_id,
          item_name: attraction.attraction_name,
          ...(attraction.category?.name ? { item_category: attraction.category.name } : {}),
          ...(price === undefined ? {} : { price }),
          quantity: 1,
        },
      ],
    },
  };
}

/** `begin_checkout`: the payment form was shown with these reservations. */
export function beginCheckoutEvent(
  items: readonly AnalyticsReservation[],
  currency: CurrencyCode,
): CheckoutAnalyticsEvent {
  return { name: 'begin_checkout', params: reservationValueParams(items, currency) };
}

/** `add_payment_info`: the card details were complete and the payment started. */
export function addPaymentInfoEvent(
  items: readonly AnalyticsReservation[],
  currency: CurrencyCode,
  paymentType: string,
): CheckoutAnalyticsEvent {
  return {
    name: 'add_payment_info',
    params: { ...reservationValueParams(items, currency), payment_type: paymentType },
  };
}

/** `purchase`: the order was paid; `transactionId` is its reference. */
export function purchaseEvent(
  items: readonly AnalyticsReservation[],
  currency: CurrencyCode,
  transactionId: string,
): CheckoutAnalyticsEvent {
  return {
    name: 'purchase',
    params: { ...reservationValueParams(items, currency), transaction_id: transactionId },
  };
}
