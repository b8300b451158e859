import { describe, expect, it } from 'vitest';
import { option } from '../testing/fixtures.test-utils';
import {
  availabilityError,
  availabilityFailed,
  bookingFeeTotal,
  defaultTourLanguage,
  groupByPerformanceTime,
  optionsKind,
  showsLanguageChip,
  tourLanguages,
  unitPrice,
} from './options';

describe('availability errors (spec 2 §8)', () => {
  it('gives code 37 as selectTickets and anything else as generic', () => {
    expect(availabilityError({ code: 37 })).toEqual({ code: 'selectTickets' });
    expect(availabilityError({ code: 500 })).toEqual({ code: 'generic' });
    expect(availabilityError({})).toEqual({ code: 'generic' });
    expect(availabilityError(undefined)).toEqual({ code: 'generic' });
  });
});

describe('availabilityFailed (spec 2 §5)', () => {
  it('is true with no options or none available', () => {
    expect(availabilityFailed(undefined)).toBe(true);
    expect(availabilityFailed([])).toBe(true);
    expect(availabilityFailed([{ available: false }, { available: false }])).toBe(true);
    expect(availabilityFailed([{ available: false }, { available: true }])).toBe(false);
  });
});

describe('groupByPerformanceTime (spec 2 §4)', () => {
  it('groups theatre options by start time, earliest first, the first preselected', () => {
    const evening = option({ selection_id: 'stalls-20', start_datetime: '2026-05-10T20:00:00+01:00' });
    const matinee = option({ selection_id: 'stalls-14', start_datetime: '2026-05-10T14:00:00+01:00' });
    const eveningCircle = option({ selection_id: 'circle-20', start_datetime: '2026-05-10T20:00:00+01:00' });
    const groups = groupByPerformanceTime([evening, matinee, eveningCircle]);
    expect(groups.map((group) => group.startDatetime)).toEqual([
      '2026-05-10T14:00:00+01:00',
      '2026-05-10T20:00:00+01:00',
    ]);
    expect(groups[1]?.options.map((entry) => entry.selection_id)).toEqual(['stalls-20', 'circle-20']);
    expect(groupByPerformanceTime([])).toEqual([]);
  });
});

describe('tour languages (spec 2 §4)', () => {
  const multi = option({ languages_spoken: { en: 'English', de: 'Deutsch', fr: 'Français' } });

  it('lists the languages and shows the chip only for more than one', () => {
    expect(tourLanguages(multi)).toEqual([
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
      { code: 'fr', label: 'Français' },
    ]);
    expect(showsLanguageChip(multi)).toBe(true);
    expect(showsLanguageChip(option({ languages_spoken: { en: 'English' } }))).toBe(false);
    expect(showsLanguageChip(option())).toBe(false);
  });

  it("defaults to the visitor's language, else the first listed, else empty", () => {
    expect(defaultTourLanguage(multi, 'de')).toBe('de');
    expect(defaultTourLanguage(multi, ' FR ')).toBe('fr');
    expect(defaultTourLanguage(multi, 'pl')).toBe('en');
    expect(defaultTourLanguage(option(), 'en')).toBe('');
  });
});

describe('bookingFeeTotal (spec 2 §2)', () => {
  it('is the fee per ticket times the tickets, 0 without a fee in the currency', () => {
    expect(bookingFeeTotal(option(), 'EUR', 3)).toBe(450);
    expect(bookingFeeTotal(option(), 'USD', 3)).toBe(0);
  });
});

describe('optionsKind (spec 2 §2, §4)', () => {
  it('reads tours as tours, THEATER of the sport category as sport, any other as theatre', () => {
    expect(optionsKind({ attraction_type: 'TOUR', category: { slug: 'sport', name: 'Sport' } })).toBe('tour');
    expect(optionsKind({ attraction_type: 'THEATER', category: { slug: 'sport', name: 'Sport' } })).toBe(
      'sport',
    );
    expect(optionsKind({ attraction_type: 'THEATER', category: { slug: 'music', name: 'Music' } })).toBe(
      'theatre',
    );
    expect(optionsKind({ attraction_type: 'THEATER' })).toBe('theatre');
  });
});

describe("unitPrice (sport's 'each')", () => {
  const sport = option({
    prices: [
      {
        price_type_id: 'adult',
        number_of_tickets: 1,
        price_type_name: 'Adult',
        price: { GBP: 3000 },
        full_price: {},
      },
      {
        price_type_id: 'child',
        number_of_tickets: 1,
        price_type_name: 'Child',
        price: { GBP: 1800 },
        full_price: {},
      },
      {
        price_type_id: 'vip',
        number_of_tickets: 1,
        price_type_name: 'VIP',
        price: { EUR: 9000 },
        full_price: {},
      },
    ],
  });

  it('is the cheapest price type asked for, else the cheapest offered', () => {
    expect(unitPrice(sport, { adult: 2 }, 'GBP')).toBe(3000);
    expect(unitPrice(sport, { adult: 1, child: 1 }, 'GBP')).toBe(1800);
    expect(unitPrice(sport, {}, 'GBP')).toBe(1800);
    // Asked for a type without a price in the currency: the cheapest of all that have one.
    expect(unitPrice(sport, { vip: 1 }, 'GBP')).toBe(1800);
  });

  it('is undefined when no price type has the currency', () => {
    expect(unitPrice(sport, { adult: 1 }, 'USD')).toBeUndefined();
    expect(unitPrice(option({ prices: [] }), {}, 'GBP')).toBeUndefined();
  });
});
