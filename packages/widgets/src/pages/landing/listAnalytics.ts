import type { CurrencyCode, MoneyByCurrency } from '@coras/api-client';
import { priceIn, toMajorUnits } from '@coras/booking-core';
import type { AnalyticsEvent, AnalyticsItem } from '../../analytics/analytics';

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

/** One GA4 item: the price in major units of the visitor's currency (spec 1 §1). */
export function analyticsItem(
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

/** `view_item_list`: a list of cards was shown. */
export function viewItemList(
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
      items: attractions.map((attraction, index) =>
        analyticsItem(attraction, offset + index, list, currency),
      ),
    },
  };
}

/** `select_item`: a card of a list was chosen. */
export function selectItem(
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
      items: [analyticsItem(attraction, index, list, currency)],
    },
  };
}
