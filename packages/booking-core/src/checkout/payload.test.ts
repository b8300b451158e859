import { describe, expect, it } from 'vitest';
import { check, countries } from '../testing/checkout.test-utils';
import { reservation } from '../testing/fixtures.test-utils';
import {
  countryFlagUrl,
  countryName,
  dialCode,
  filterCountries,
  internationalPhoneNumber,
} from './countries';
import { buildCheckoutForm } from './form';
import {
  attendeeTickets,
  buildConfirmRequest,
  cardBillingDetails,
  pickupUpdates,
  splitName,
} from './payload';

const form = buildCheckoutForm(check);
const values = {
  first_name: ' Ada ',
  second_name: 'Lovelace',
  email: 'ada@example.com',
  phoneCountry: 'IE',
  phone: '087 123 4567',
  reservation_r1_pickupPoint: 'p1',
  reservation_r1_hotelPickup: 'The Shelbourne',
  reservation_r1_ticket_t1_name: 'Charles Babbage',
  reservation_r1_ticket_t1_height: '180',
  reservation_r1_ticket_t1_heightUnit: 'cm',
  reservation_r1_ticket_t2_name: '',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Cork',
  postcode: 'T12 X1',
  country: 'ie',
  terms: true,
};
const basket = [
  reservation({
    reservation_id: 'r1',
    tickets: [
      { ticket_id: 't1', price_type_id: 'adult', name: 'Adult', full_price: 2500, attendee_required: true },
      { ticket_id: 't2', price_type_id: 'adult', name: 'Adult', full_price: 2500, attendee_required: true },
      { ticket_id: 't3', price_type_id: 'adult', name: 'Adult', full_price: 2500 },
    ],
  }),
  reservation({ reservation_id: 'r2' }),
];

describe('splitName (spec 2 §7)', () => {
  it('splits on whitespace: first word, then the rest; one word is both', () => {
    expect(splitName(' Ada  King Lovelace ')).toEqual({ first: 'Ada', last: 'King Lovelace' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: 'Cher' });
    expect(splitName('')).toEqual({ first: '', last: '' });
  });
});

describe('phone and countries', () => {
  it('writes the phone with a leading + and the dialling code, dropping the trunk 0', () => {
    expect(internationalPhoneNumber('353', '087 123 4567')).toBe('+353871234567');
    expect(internationalPhoneNumber('1', '(212) 555-0100')).toBe('+12125550100');
    expect(internationalPhoneNumber('353', '+44 20 7946 0000')).toBe('+442079460000');
    expect(internationalPhoneNumber(undefined, '871234567')).toBe('+871234567');
    expect(internationalPhoneNumber('353', '  ')).toBe('');
  });

  it('filters the country list by name prefix, case-insensitively', () => {
    expect(filterCountries(countries, 'i').map((country) => country.code)).toEqual(['IE', 'IS']);
    expect(filterCountries(countries, 'IRE').map((country) => country.code)).toEqual(['IE']);
    expect(filterCountries(countries, 'land')).toEqual([]);
    expect(filterCountries(countries, 'öst').map((country) => country.code)).toEqual(['AT']);
    expect(filterCountries(countries, ' ')).toHaveLength(4);
  });

  it('finds dialling codes and flag URLs', () => {
    expect(dialCode(countries, 'ie')).toBe('353');
    expect(dialCode(countries, 'AT')).toBe('43');
    expect(dialCode(countries, undefined)).toBeUndefined();
    expect(countryFlagUrl('https://assets.example/', 'IE')).toBe('https://assets.example/flags/ie.svg');
    expect(countryFlagUrl('https://assets.example', ' fr ')).toBe('https://assets.example/flags/fr.svg');
    expect(countryFlagUrl('https://assets.example/', 'not a code')).toBeUndefined();
    expect(countryFlagUrl('https://assets.example/', undefined)).toBeUndefined();
  });

  it('knows the default phone country before the list arrives, and lets the list win', () => {
    // Spec 2 §9: US by default; its +1 and name show from the first paint, and if the list fails.
    expect(dialCode([], 'US')).toBe('1');
    expect(dialCode([], 'us')).toBe('1');
    expect(dialCode([], 'IE')).toBeUndefined();
    expect(dialCode([{ code: 'US', name: 'USA', phone_code: '+1 (test)' }], 'US')).toBe('1');
    expect(countryName([], 'US', 'en')).toBe('United States');
    expect(countryName([], 'US', 'de')).toBe('Vereinigte Staaten');
    expect(countryName(countries, 'ie', 'de')).toBe(countries.find((entry) => entry.code === 'IE')?.name);
    expect(countryName([], 'not a code', 'en')).toBe('not a code');
  });
});

describe('buildConfirmRequest (spec 2 §7)', () => {
  it('sends the contact, the phone with a leading +, the reservations, the answers and billing', () => {
    const request = buildConfirmRequest({
      form,
      values,
      reservations: basket,
      countries,
      metadata: { source: 'widget' },
    });
    expect(request).toMatchObject({
      first_name: 'Ada',
      second_name: 'Lovelace',
      email: 'ada@example.com',
      phone_number: '+353871234567',
      reservations: ['r1', 'r2'],
    });
    expect(request.metadata).toEqual({
      source: 'widget',
      reservation_r1_pickupPoint: 'p1',
      reservation_r1_hotelPickup: 'The Shelbourne',
      reservation_r1_ticket_t1_name: 'Charles Babbage',
      reservation_r1_ticket_t1_height: '180',
      reservation_r1_ticket_t1_heightUnit: 'cm',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Cork',
      postcode: 'T12 X1',
      country: 'ie',
    });
  });

  it('names each reservation once, even when the form lists one twice', () => {
    const twice = { ...form, reservationIds: ['r1', 'r2', 'r1'] };
    const request = buildConfirmRequest({ form: twice, values, reservations: basket, countries });
    expect(request.reservations).toEqual(['r1', 'r2']);
  });

  it('adds one attendee per ticket that requires one, in order, its own name else the contact name', () => {
    const request = buildConfirmRequest({ form, values, reservations: basket, countries });
    expect(request.attendees).toEqual([
      {
        ticket_id: 't1',
        first_name: 'Charles',
        second_name: 'Babbage',
        country_code: 'IE',
        phone_number: '+353871234567',
        email: 'ada@example.com',
      },
      {
        ticket_id: 't2',
        first_name: 'Ada',
        second_name: 'Lovelace',
        country_code: 'IE',
        phone_number: '+353871234567',
        email: 'ada@example.com',
      },
    ]);
    expect(attendeeTickets(basket)).toEqual([
      { reservationId: 'r1', ticketId: 't1' },
      { reservationId: 'r1', ticketId: 't2' },
    ]);
  });

  it('dials the phone from the default US when no country was chosen, as the phone field shows it', () => {
    const request = buildConfirmRequest({
      form,
      values: { ...values, phoneCountry: '', phone: '(212) 555-0100' },
      reservations: [reservation({ reservation_id: 'r2' })],
      countries,
    });
    expect(request.phone_number).toBe('+12125550100');
  });

  it('sends no attendees when none is required, and empty contact fields when not asked', () => {
    const request = buildConfirmRequest({
      form,
      values: { first_name: 'Ada', second_name: 'L', terms: true },
      reservations: [reservation({ reservation_id: 'r2' })],
      countries,
    });
    expect(request).not.toHaveProperty('attendees');
    expect(request.email).toBe('');
    expect(request.phone_number).toBe('');
    const bare = buildConfirmRequest({
      form,
      values: { first_name: 'Ada' },
      reservations: basket,
      countries,
    });
    expect(bare.attendees?.[1]).toEqual({ ticket_id: 't2', first_name: 'Ada', second_name: '' });
  });
});

describe('pickup updates and billing details', () => {
  it('sends a pickup update per reservation with a chosen pickup point', () => {
    expect(pickupUpdates(form, values)).toEqual([
      { reservationId: 'r1', body: { pickup_id: 'p1', pickup_entry: 'The Shelbourne' } },
    ]);
    expect(
      pickupUpdates(form, { ...values, reservation_r1_hotelPickup: '' })[0]?.body.pickup_entry,
    ).toBeNull();
    expect(pickupUpdates(form, {})).toEqual([]);
  });

  it('gives the card provider name, email, phone and the address with the country code', () => {
    expect(cardBillingDetails(values, countries)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+353871234567',
      address: { line1: '1 Main St', line2: '', city: 'Cork', postal_code: 'T12 X1', country: 'IE' },
    });
  });
});
