import type { CurrencyCode } from '@coras/api-client';
import { toMajorUnits } from '@coras/booking-core';
import type { OrderItem } from './paymentRecord';

/** One item of an event, in GA4's vocabulary; prices in major units (the widgets' shape). */
export interface CheckoutAnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
}

interface ValueParams {
  currency: string;
  value: number;
  items: CheckoutAnalyticsItem[];
}

/**
 * The checkout's e-commerce events, shaped like GA4's recommended events and like the widgets'
 * `AnalyticsEvent`, so the payment page forwards them to `emitAnalytics` as they are.
 */
export type CheckoutAnalyticsEvent =
  | { name: 'begin_checkout'; params: ValueParams }
  | { name: 'add_payment_info'; params: ValueParams & { payment_type?: string } }
  | { name: 'purchase'; params: ValueParams & { transaction_id: string } };

type Priced = Pick<
  OrderItem,
  'reservation_id' | 'attraction_id' | 'attraction_name' | 'option_name' | 'number_of_tickets' | 'total_price'
>;

/** A reservation as GA4 has it: the price of one ticket and the number of tickets. */
export function analyticsItem(item: Priced, currency: CurrencyCode): CheckoutAnalyticsItem {
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

/** The value, currency and items of a basket or order. */
export function valueParams(items: readonly Priced[], currency: CurrencyCode): ValueParams {
  const total = items.reduce((sum, item) => sum + item.total_price, 0);
  return {
    currency,
    value: toMajorUnits(total, currency),
    items: items.map((item) => analyticsItem(item, currency)),
  };
}
