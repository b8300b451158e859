import type { Attraction, CurrencyCode, MoneyByCurrency, Reservation } from '@coras/api-client';
import { priceIn, toMajorUnits } from '../money/money';

/**
 * The storefront's e-commerce events, shaped like Google Analytics 4's recommended events so
 * integrators forward them as they are. One model for widgets and checkout: the items, the events
 * and their builders; prices always in major units (spec 1 §1). Delivery (callbacks, DOM events,
 * `dataLayer`) belongs to the React packages.
 */

/** One item of an event, in GA4's vocabulary. Prices are in major units (spec 1 §1). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
  item_variant?: string;
}

/** The params of a list event (`view_item_list`, `select_item`). */
export interface AnalyticsListParams {
  item_list_id?: string;
  item_list_name: string;
  items: AnalyticsItem[];
}

/** The params of a valued event: the currency, the value in major units and the items. */
export interface AnalyticsValueParams {
  currency: string;
  value: number;
  items: AnalyticsItem[];
}

/** Every event the storefront emits. */
export type AnalyticsEvent =
  | { name: 'view_item_list'; params: AnalyticsListParams }
  | { name: 'select_item'; params: AnalyticsListParams }
  | { name: 'view_item'; params: AnalyticsValueParams }
  | { name: 'add_to_cart'; params: AnalyticsValueParams }
  | { name: 'remove_from_cart'; params: AnalyticsValueParams }
  | { name: 'begin_checkout'; params: AnalyticsValueParams }
  | { name: 'add_payment_info'; params: AnalyticsValueParams & { payment_type?: string } }
  | { name: 'purchase'; params: AnalyticsValueParams & { transaction_id: string } };

/** The name of an {@link AnalyticsEvent}; `@coras/widgets` re-exports it to integrators. */
export type AnalyticsEventName = AnalyticsEvent['name'];

/** The events of the payment page: begin_checkout, add_payment_info and purchase. */
export type CheckoutAnalyticsEvent = Extract<
  AnalyticsEvent,
  { name: 'begin_checkout' | 'add_payment_info' | 'purchase' }
>;

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
export function reservationAnalyticsItem(item: AnalyticsReservation, currency: CurrencyCode): AnalyticsItem {
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
export function reservationValueParams(
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

/** What a card list tells analytics about one attraction. */
export interface ListedAttraction {
  id: string;
  name: string;
  category?: string | undefined;
  /** The price map (minor units per currency); the event carries the current currency's, in major units. */
  prices?: MoneyByCurrency | undefined;
}

/** A list of cards: its id and name as GA4 has them (`item_list_id`, `item_list_name`). */
export interface CardList {
  id: string;
  name: string;
}

function listedItem(
  attraction: ListedAttraction,
  index: number,
  list: CardList,
  currency: CurrencyCode,
): AnalyticsItem {
  const minor = priceIn(attraction.prices, currency);
  return {
    item_id: attraction.id,
    item_name: attraction.name,
    ...(attraction.category ? { item_category: attraction.category } : {}),
    item_list_name: list.name,
    index,
    ...(minor === undefined ? {} : { price: toMajorUnits(minor, currency) }),
  };
}

/** `view_item_list`: a list of cards was shown; `offset` is the index of the first (a later page). */
export function viewItemListEvent(
  list: CardList,
  attractions: readonly ListedAttraction[],
  currency: CurrencyCode,
  offset = 0,
): AnalyticsEvent {
  return {
    name: 'view_item_list',
    params: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: attractions.map((attraction, index) => listedItem(attraction, offset + index, list, currency)),
    },
  };
}

/** `select_item`: a card of a list was chosen. */
export function selectItemEvent(
  list: CardList,
  attraction: ListedAttraction,
  index: number,
  currency: CurrencyCode,
): AnalyticsEvent {
  return {
    name: 'select_item',
    params: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: [listedItem(attraction, index, list, currency)],
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
