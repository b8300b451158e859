// Typed fixtures built from the API types, shared by the tests.
import type { Attraction, AvailabilityOption, Reservation } from '@coras/api-client';

export function attraction(overrides: Partial<Attraction> = {}): Attraction {
  return {
    coras_attraction_id: 'att-1',
    attraction_type: 'TOUR',
    attraction_name: 'Cliffs of Moher tour',
    timezone: 'Europe/Dublin',
    sale_periods: [{ start: '2026-05-01T00:00:00+01:00', end: '2026-06-01T00:00:00+01:00' }],
    media: [],
    first_instance_date: '2026-05-01T09:00:00+01:00',
    last_instance_date: '2026-05-31T09:00:00+01:00',
    price_types: [
      { price_type_id: 'adult', name: 'Adult' },
      { price_type_id: 'child', name: 'Child' },
      { price_type_id: 'senior', name: 'Senior' },
    ],
    ...overrides,
  };
}

export function option(overrides: Partial<AvailabilityOption> = {}): AvailabilityOption {
  return {
    selection_id: 'sel-1',
    available: true,
    name: 'Morning tour',
    start_datetime: '2026-05-10T09:00:00+01:00',
    timezone: 'Europe/Dublin',
    prices: [
      {
        price_type_id: 'adult',
        price_type_name: 'Adult',
        number_of_tickets: 2,
        price: { EUR: 2500 },
        full_price: { EUR: 5000 },
      },
    ],
    max_full_price: { EUR: 5300 },
    max_booking_fee: { EUR: 150, GBP: 125 },
    ...overrides,
  };
}

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservation_id: 'res-1',
    attraction_name: 'Cliffs of Moher tour',
    number_of_tickets: 2,
    total_price: 5000,
    currency: 'EUR',
    expires_in: 600,
    start_datetime: '2026-05-10T09:00:00+01:00',
    timezone: 'Europe/Dublin',
    tickets: [
      { ticket_id: 't-1', price_type_id: 'adult', name: 'Adult', full_price: 2500 },
      { ticket_id: 't-2', price_type_id: 'adult', name: 'Adult', full_price: 2500 },
    ],
    ...overrides,
  };
}
