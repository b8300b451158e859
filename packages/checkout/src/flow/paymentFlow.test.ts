import type { ReservationCheck } from '@coras/api-client';
import { buildCheckoutForm } from '@coras/booking-core';
import { describe, expect, it, vi } from 'vitest';
import { fingerprint, placeServerErrors, requirementAliases } from './paymentFlow';
import { createMemoryCheckoutStorage, createPaymentRecordStore, PAYMENT_RECORD_KEY } from './paymentRecord';

const check: ReservationCheck = {
  general: { requirements: [{ field: 'first_name' }, { field: 'email' }, { field: 'phone_number' }] },
  reservations: [
    {
      id: 'r1',
      requirements: [{ field: 'pickup_point', options: [{ coras_pickup_id: 'p1', pickup_name: 'Square' }] }],
      tickets: [
        {
          id: 't1',
          requirements: [{ field: 'name' }, { field: 'passport_expiry_date' }, { field: 'height' }],
        },
        { id: 't2', requirements: [{ field: 'name' }] },
      ],
    },
  ],
};
const form = buildCheckoutForm(check);
const reservations = [
  {
    reservation_id: 'r1',
    tickets: [
      { ticket_id: 't1', price_type_id: 'adult', name: 'Adult', full_price: 1, attendee_required: true },
      { ticket_id: 't2', price_type_id: 'adult', name: 'Adult', full_price: 1, attendee_required: true },
    ],
  },
];
const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('placeServerErrors (spec 2 §8)', () => {
  it.each([
    ['customer.first_name', 'first_name'],
    ['customer.last_name', 'second_name'],
    ['customer.city', 'city'],
    ['customer.country', 'country'],
    ['email', 'email'],
    ['phone_number', 'phone'],
    ['attendees.1.second_name', 'reservation_r1_ticket_t2_name'],
    ['attendees.0.first_name', 'reservation_r1_ticket_t1_name'],
    ['reservation_data.r1.pickup_point', 'reservation_r1_pickupPoint'],
    ['reservation_data.r1.ticket_t1_passport_expiry_date', 'reservation_r1_ticket_t1_passportExpiryDate'],
    ['reservation_data.r1.ticket_t1_height', 'reservation_r1_ticket_t1_height'],
  ])('puts %s on %s', (key, field) => {
    expect(placeServerErrors({ [key]: 'Nope' }, form, reservations, logger())).toEqual({
      fieldErrors: { [field]: { code: 'text', text: 'Nope' } },
      cardError: undefined,
    });
  });

  it("shows 'An error occurred. Please try again.' when nothing lands on a field, and logs the rest", () => {
    const log = logger();
    expect(placeServerErrors(undefined, form, reservations, log)).toEqual({
      fieldErrors: {},
      cardError: { code: 'generic' },
    });
    expect(
      placeServerErrors({ 'attendees.7.first_name': 'x', reservations: 'y' }, form, reservations, log),
    ).toEqual({
      fieldErrors: {},
      cardError: { code: 'generic' },
    });
    expect(log.warn).toHaveBeenCalledWith('Checkout: server errors with no field', {
      'attendees.7.first_name': 'x',
      reservations: 'y',
    });
  });
});

describe('requirementAliases', () => {
  it('keys each answer by the API requirement too, skipping blanks and units', () => {
    expect(
      requirementAliases(form, {
        reservation_r1_pickupPoint: 'p1',
        reservation_r1_ticket_t1_passportExpiryDate: ' 2030-01-01 ',
        reservation_r1_ticket_t1_height: '180',
        reservation_r1_ticket_t1_heightUnit: 'cm',
        reservation_r1_ticket_t2_name: '',
      }),
    ).toEqual({
      reservation_r1_pickup_point: 'p1',
      reservation_r1_ticket_t1_passport_expiry_date: '2030-01-01',
    });
  });
});

describe('fingerprint', () => {
  it('is stable for one text and differs for another', () => {
    expect(fingerprint('{"a":1}')).toBe(fingerprint('{"a":1}'));
    expect(fingerprint('{"a":1}')).not.toBe(fingerprint('{"a":2}'));
  });
});

describe('the payment record store', () => {
  it('reads what it wrote, updates and clears it', () => {
    const storage = createMemoryCheckoutStorage();
    const records = createPaymentRecordStore(storage, logger());
    expect(records.update({ cardSent: true })).toBeUndefined();
    records.write({ version: 1, sessionId: 's', reservationIds: ['r1'] });
    expect(records.update({ cardSent: true })).toEqual({
      version: 1,
      sessionId: 's',
      reservationIds: ['r1'],
      cardSent: true,
    });
    records.clear();
    expect(records.read()).toBeUndefined();
  });

  it('reads a corrupt entry as none and logs it; storage failures never throw', () => {
    const log = logger();
    const records = createPaymentRecordStore(
      createMemoryCheckoutStorage({ [PAYMENT_RECORD_KEY]: '{not json' }),
      log,
    );
    expect(records.read()).toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
    const broken = createPaymentRecordStore(
      {
        getItem: () => JSON.stringify({ version: 2 }),
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: () => {
          throw new Error('denied');
        },
      },
      log,
    );
    expect(broken.read()).toBeUndefined();
    expect(() => broken.write({ version: 1, sessionId: undefined, reservationIds: [] })).not.toThrow();
    expect(() => broken.clear()).not.toThrow();
    expect(log.error).toHaveBeenCalledWith(
      'Checkout: the payment record could not be stored',
      expect.any(Error),
    );
  });
});
