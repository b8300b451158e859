import type { CurrencyCode, MoneyByCurrency } from '@coras/api-client';
import { priceIn, toMajorUnits } from '../money/money';

/**
 * The storefront's e-commerce events, shaped like Google Analytics 4's recommended events so
 * integrators forward them as they are. One model for widgets and checkout: the items, the events
 * and their builders; prices always in major units (spec 1 §1). Delivery (callbacks, DOM events,
 * `dataLayer`) belongs to the React packages.
 *
 * The card lists' events live here, beside the model: the landing sends them on its first load. The
 * basket's and the order's events are in `orderEvents.ts`, off that load (a module rides whole in
 * the first chunk that needs any of it).
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
