import { describe, expect, it } from 'vitest';
import { attraction, option } from '../testing/fixtures.test-utils';
import { buildAvailabilityRequest, buildReservationRequest } from './requests';

describe('buildAvailabilityRequest', () => {
  it('sends currency, language code, attraction, date and the chosen tickets', () => {
    expect(
      buildAvailabilityRequest({
        attraction: attraction(),
        date: '2026-05-10',
        currency: 'EUR',
        locale: 'fr-MA',
        counts: { child: 1, adult: 2 },
      }),
    ).toEqual({
      currency: 'EUR',
      language_code: 'fr',
      attraction_id: 'att-1',
      date: '2026-05-10',
      tickets: [
        { price_type_id: 'adult', number_of_tickets: 2 },
        { price_type_id: 'child', number_of_tickets: 1 },
      ],
    });
  });
});

describe('buildReservationRequest (spec 2 §7)', () => {
  const base = {
    date: '2026-05-10',
    currency: 'EUR' as const,
    locale: 'de-DE',
    counts: { adult: 2, child: 1 },
  };

  it('reserves into the basket with no pickup and only the offered price types for a tour', () => {
    expect(
      buildReservationRequest({ ...base, attraction: attraction(), option: option(), tourLanguage: 'de' }),
    ).toEqual({
      attraction_id: 'att-1',
      currency: 'EUR',
      date: '2026-05-10',
      language_code: 'de',
      selection_id: 'sel-1',
      tour_language: 'de',
      to_basket: true,
      pickup_id: null,
      pickup_entry: null,
      tickets: [{ price_type_id: 'adult', number_of_tickets: 2 }],
    });
  });

  it('sends every chosen price type for a theatre and an empty tour language when none is chosen', () => {
    const request = buildReservationRequest({
      ...base,
      attraction: attraction({ attraction_type: 'THEATER' }),
      option: option(),
    });
    expect(request?.tour_language).toBe('');
    expect(request?.tickets).toHaveLength(2);
  });

  it('answers undefined when no ticket would be sent', () => {
    expect(
      buildReservationRequest({ ...base, counts: { child: 2 }, attraction: attraction(), option: option() }),
    ).toBeUndefined();
  });
});
