import { describe, expect, it } from 'vitest';
import { attraction, reservation } from '../testing/fixtures.test-utils';
import {
  addPaymentInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  reservationAnalyticsItem,
  reservationValueParams,
  viewItemEvent,
} from './orderEvents';

const walk = reservation({
  reservation_id: 'r1',
  attraction_id: 'att-1',
  attraction_name: 'Walking tour',
  option_name: 'Morning',
  number_of_tickets: 3,
  total_price: 5000,
  currency: 'EUR',
});
const yen = reservation({
  reservation_id: 'r2',
  attraction_name: 'Temple',
  number_of_tickets: 0,
  total_price: 150000,
  currency: 'JPY',
});

describe('reservationAnalyticsItem (GA4, spec 1 §1)', () => {
  it('is the price of one ticket in major units, rounded to cents, and the number of tickets', () => {
    expect(reservationAnalyticsItem(walk, 'EUR')).toEqual({
      item_id: 'att-1',
      item_name: 'Walking tour',
      item_variant: 'Morning',
      price: 16.67,
      quantity: 3,
    });
  });

  it('falls back to the reservation id, leaves out a missing variant and never divides by zero', () => {
    expect(reservationAnalyticsItem(yen, 'JPY')).toEqual({
      item_id: 'r2',
      item_name: 'Temple',
      price: 1500,
      quantity: 0,
    });
  });
});

describe('the events', () => {
  it('value reservations by their total in major units', () => {
    expect(reservationValueParams([walk, { ...walk, total_price: 1000 }], 'EUR').value).toBe(60);
    expect(beginCheckoutEvent([walk], 'EUR')).toEqual({
      name: 'begin_checkout',
      params: { currency: 'EUR', value: 50, items: [reservationAnalyticsItem(walk, 'EUR')] },
    });
    expect(addPaymentInfoEvent([walk], 'EUR', 'card').params).toMatchObject({
      payment_type: 'card',
      value: 50,
    });
    expect(purchaseEvent([walk], 'EUR', 'CRS-1').params).toMatchObject({
      transaction_id: 'CRS-1',
      value: 50,
    });
    expect(removeFromCartEvent(yen)).toEqual({
      name: 'remove_from_cart',
      params: { currency: 'JPY', value: 1500, items: [reservationAnalyticsItem(yen, 'JPY')] },
    });
  });

  it("add_to_cart names the basket's item after the attraction, with its category", () => {
    const tour = attraction({ category: { slug: 'tours', name: 'Tours' } });
    expect(addToCartEvent(tour, walk).params.items).toEqual([
      {
        ...reservationAnalyticsItem(walk, 'EUR'),
        item_id: 'att-1',
        item_name: 'Cliffs of Moher tour',
        item_category: 'Tours',
      },
    ]);
  });

  it('view_item carries the lowest price in the visitor currency, or none and a value of 0', () => {
    const tour = attraction({ min_price: { EUR: 2550 } });
    expect(viewItemEvent(tour, 'EUR')).toEqual({
      name: 'view_item',
      params: {
        currency: 'EUR',
        value: 25.5,
        items: [{ item_id: 'att-1', item_name: 'Cliffs of Moher tour', price: 25.5, quantity: 1 }],
      },
    });
    expect(viewItemEvent(tour, 'GBP').params).toEqual({
      currency: 'GBP',
      value: 0,
      items: [{ item_id: 'att-1', item_name: 'Cliffs of Moher tour', quantity: 1 }],
    });
  });
});
