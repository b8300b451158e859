import type { Attraction } from '@coras/api-client';
import { type CurrencyCode, priceIn, toMajorUnits } from '@coras/booking-core';
import type { AnalyticsEvent } from '../../analytics/analytics';

/**
 * `view_item`: an attraction's details were shown. GA4's shape, with the attraction's lowest price
 * in major units of the visitor's currency (spec 1 §1) as the item's price and the event's value;
 * without a price in that currency both are left out of the item and the value is 0.
 */
export function viewItem(attraction: Attraction, currency: CurrencyCode): AnalyticsEvent {
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
