import { describe, expect, it } from 'vitest';
import { attraction, option } from '../testing/fixtures.test-utils';
import {
  canDecrementTickets,
  canIncrementTickets,
  clampTicketCount,
  DEFAULT_MAX_BOOKING_SIZE,
  decrementTickets,
  incrementTickets,
  setTicketCount,
  ticketCap,
  ticketSelections,
  totalTickets,
  withDefaultTickets,
} from './tickets';

describe('ticketCap (spec 2 §5)', () => {
  it('is max_booking_size for a tour, 5 when absent', () => {
    expect(DEFAULT_MAX_BOOKING_SIZE).toBe(5);
    expect(ticketCap(attraction({ attraction_type: 'TOUR', max_booking_size: 8 }))).toBe(8);
    expect(ticketCap(attraction({ attraction_type: 'TOUR' }))).toBe(5);
  });

  it('is max_tickets_per_order for a theatre, none when absent', () => {
    expect(
      ticketCap(attraction({ attraction_type: 'THEATER', max_tickets_per_order: 4, max_booking_size: 9 })),
    ).toBe(4);
    expect(ticketCap(attraction({ attraction_type: 'THEATER' }))).toBeUndefined();
  });
});

describe('counting', () => {
  it('removes zero entries and clamps to the room the cap leaves', () => {
    expect(setTicketCount({ adult: 2 }, 'adult', 0)).toEqual({});
    expect(setTicketCount({ adult: 2 }, 'child', 9, 5)).toEqual({ adult: 2, child: 3 });
    expect(setTicketCount({ adult: 2 }, 'child', -3, 5)).toEqual({ adult: 2 });
    expect(setTicketCount({}, 'adult', 100)).toEqual({ adult: 100 });
    expect(setTicketCount({ adult: 6 }, 'child', 1, 5)).toEqual({ adult: 6 });
    expect(totalTickets({ adult: 2, child: 3 })).toBe(5);
  });

  it('clamps summary counts between 0 and the cap', () => {
    expect(clampTicketCount(7, 5)).toBe(5);
    expect(clampTicketCount(-1, 5)).toBe(0);
    expect(clampTicketCount(2.7, 5)).toBe(2);
    expect(clampTicketCount(Number.NaN, 5)).toBe(0);
    expect(clampTicketCount(50, undefined)).toBe(50);
  });

  it('minus is disabled at 0; plus is blocked when the total would exceed the cap', () => {
    expect(canDecrementTickets({}, 'adult')).toBe(false);
    expect(canDecrementTickets({ adult: 1 }, 'adult')).toBe(true);
    expect(canIncrementTickets({ adult: 4 }, 5)).toBe(true);
    expect(canIncrementTickets({ adult: 4, child: 1 }, 5)).toBe(false);
    expect(canIncrementTickets({ adult: 400 }, undefined)).toBe(true);
  });

  it('increment and decrement step by one and return the same object when blocked', () => {
    const full = { adult: 3, child: 2 };
    expect(incrementTickets(full, 'adult', 5)).toBe(full);
    expect(incrementTickets({ adult: 1 }, 'child', 5)).toEqual({ adult: 1, child: 1 });
    expect(decrementTickets({ adult: 1, child: 1 }, 'child')).toEqual({ adult: 1 });
    const empty = {};
    expect(decrementTickets(empty, 'adult')).toBe(empty);
  });
});

describe('withDefaultTickets (spec 2 §4)', () => {
  it('preselects one ticket of the first price type when nothing is chosen', () => {
    expect(withDefaultTickets({}, attraction().price_types)).toEqual({ adult: 1 });
  });

  it('keeps a choice, and does nothing without price types', () => {
    const chosen = { child: 2 };
    expect(withDefaultTickets(chosen, attraction().price_types)).toBe(chosen);
    expect(withDefaultTickets({}, [])).toEqual({});
    expect(withDefaultTickets({}, undefined)).toEqual({});
  });
});

describe('ticketSelections', () => {
  const priceTypes = attraction().price_types;

  it('lists tickets in price-type order, zeros dropped', () => {
    expect(ticketSelections({ senior: 1, adult: 2, child: 0 }, { priceTypes })).toEqual([
      { price_type_id: 'adult', number_of_tickets: 2 },
      { price_type_id: 'senior', number_of_tickets: 1 },
    ]);
    expect(ticketSelections({ unknown: 1, adult: 1 })).toEqual([
      { price_type_id: 'unknown', number_of_tickets: 1 },
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
  });

  it('sends only the price types the option offers, unless the attraction is a theatre', () => {
    const offered = option();
    expect(
      ticketSelections({ adult: 2, child: 1 }, { priceTypes, option: offered, attractionType: 'TOUR' }),
    ).toEqual([{ price_type_id: 'adult', number_of_tickets: 2 }]);
    expect(
      ticketSelections({ adult: 2, child: 1 }, { priceTypes, option: offered, attractionType: 'THEATER' }),
    ).toEqual([
      { price_type_id: 'adult', number_of_tickets: 2 },
      { price_type_id: 'child', number_of_tickets: 1 },
    ]);
  });
});
