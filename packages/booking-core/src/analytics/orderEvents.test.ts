import { describe, expect, it } from 'vitest';
import { attraction, reservation } from '../testing/fixtures.test-utils';
import {
  addPaymentInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
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

// A reservation's item as GA4 has it (spec 1 §1): one ticket's price in major units, rounded to
// cents, and the number of tickets.
const walkItem = {
  item_id: 'att-1',
  item_name: 'Walking tour',
  item_variant: 'Morning',
  price: 16.67,
  quantity: 3,
};
// Without an attraction id the reservation's id names it, a missing variant is left out, and no
// tickets does not divide by zero.
const yenItem = { item_id: 'r2', item_name: 'Temple', price: 1500, quantity: 0 };

describe('the events (GA4, spec 1 §1)', () => {
  it('begin_checkout values the reservations by their total in major units, each item priced per ticket', () => {
    expect(beginCheckoutEvent([walk, { ...walk, reservation_id: 'r3', total_price: 1000 }], 'EUR')).toEqual({
      name: 'begin_checkout',
      params: {
        currency: 'EUR',
        value: 60,
        items: [walkItem, { ...walkItem, price: 3.33 }],
      },
    });
  });

  it('add_payment_info and purchase carry the same value and items, with the payment type or the reference', () => {
    expect(addPaymentInfoEvent([walk], 'EUR', 'card')).toEqual({
      name: 'add_payment_info',
      params: { currency: 'EUR', value: 50, items: [walkItem], payment_type: 'card' },
    });
    expect(purchaseEvent([walk], 'EUR', 'CRS-1')).toEqual({
      name: 'purchase',
      params: { currency: 'EUR', value: 50, items: [walkItem], transaction_id: 'CRS-1' },
    });
  });

  it("remove_from_cart values the reservation in its own currency, named by its id when it has no attraction's", () => {
    expect(removeFromCartEvent(yen)).toEqual({
      name: 'remove_from_cart',
      params: { currency: 'JPY', value: 1500, items: [yenItem] },
    });
  });

  it("add_to_cart names the basket's item after the attraction, with its category", () => {
    const tour = attraction({ category: { slug: 'tours', name: 'Tours' } });
    expect(addToCartEvent(tour, walk)).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'EUR',
        value: 50,
        items: [
          {
            item_id: 'att-1',
            item_name: 'Cliffs of Moher tour',
            item_variant: 'Morning',
            item_category: 'Tours',
            price: 16.67,
            quantity: 3,
          },
        ],
      },
    });
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
