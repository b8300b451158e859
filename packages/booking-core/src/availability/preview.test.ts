import { describe, expect, it } from 'vitest';
import { option } from '../testing/fixtures.test-utils';
import { previewSummary } from './preview';

const theatre = option({
  prices: [
    {
      price_type_id: 'adult',
      number_of_tickets: 1,
      price_type_name: 'Adult',
      price: { GBP: 2000 },
      full_price: { GBP: 4000 },
    },
    {
      price_type_id: 'child',
      number_of_tickets: 1,
      price_type_name: 'Child',
      price: { GBP: 1000 },
      full_price: {},
    },
    {
      price_type_id: 'senior',
      number_of_tickets: 1,
      price_type_name: 'Senior',
      price: { GBP: 1500 },
      full_price: { GBP: 1500 },
    },
  ],
  max_booking_fee: { GBP: 125 },
});

describe('previewSummary (spec 2 §2)', () => {
  it('has a row per price type asked for, the fee per ticket × tickets, and their sum', () => {
    expect(previewSummary(theatre, { adult: 2, child: 3 }, 'GBP')).toEqual({
      rows: [
        { priceTypeId: 'adult', name: 'Adult', count: 2, amount: 4000 },
        // No full_price: the unit price × the count.
        { priceTypeId: 'child', name: 'Child', count: 3, amount: 3000 },
      ],
      tickets: 5,
      feePerTicket: 125,
      fee: 625,
      total: 4000 + 3000 + 625,
    });
  });

  it('counts the tickets asked for when no row matches, and a missing currency as 0', () => {
    expect(previewSummary(theatre, { other: 2 }, 'GBP')).toEqual({
      rows: [],
      tickets: 2,
      feePerTicket: 125,
      fee: 250,
      total: 250,
    });
    expect(previewSummary(theatre, { child: 1 }, 'USD')).toEqual({
      rows: [{ priceTypeId: 'child', name: 'Child', count: 1, amount: 0 }],
      tickets: 1,
      feePerTicket: 0,
      fee: 0,
      total: 0,
    });
  });
});
