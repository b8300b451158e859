import type { ReservationCheck } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { check } from '../testing/checkout.test-utils';
import {
  buildCheckoutForm,
  contactValues,
  DEFAULT_PHONE_COUNTRY,
  initialCheckoutValues,
  phoneCountry,
  REQUIREMENT_FIELDS,
  reservationFieldName,
  ticketFieldName,
} from './form';

describe('field names (spec 2 §3)', () => {
  it('are reservation_{id}_{field} and reservation_{id}_ticket_{ticketId}_{field}', () => {
    expect(reservationFieldName('r1', 'hotelPickup')).toBe('reservation_r1_hotelPickup');
    expect(ticketFieldName('r1', 't9', 'passportNumber')).toBe('reservation_r1_ticket_t9_passportNumber');
  });

  it('map every requirement to the spec form value names', () => {
    expect(
      Object.fromEntries(
        Object.entries(REQUIREMENT_FIELDS).map(([key, fields]) => [key, fields.map((f) => f.field)]),
      ),
    ).toEqual({
      first_name: ['first_name'],
      second_name: ['second_name'],
      phone_number: ['phone'],
      email: ['email'],
      name: ['name'],
      height: ['height', 'heightUnit'],
      weight: ['weight', 'weightUnit'],
      passport_number: ['passportNumber'],
      passport_nationality: ['passportNationality'],
      passport_expiry_date: ['passportExpiryDate'],
      date_of_birth: ['dateOfBirth'],
      hotel_pickup: ['hotelPickup'],
      pickup_point: ['pickupPoint'],
    });
  });
});

describe('buildCheckoutForm (spec 2 §5)', () => {
  const form = buildCheckoutForm(check);
  const byName = (name: string) => form.fields.find((field) => field.name === name);

  it('always asks first and second name, billing line 1, city, postcode, country and the terms', () => {
    for (const name of [
      'first_name',
      'second_name',
      'addressLine1',
      'city',
      'postcode',
      'country',
      'terms',
    ]) {
      expect(byName(name)?.required, name).toBe(true);
    }
    expect(byName('addressLine2')?.required).toBe(false);
    expect(form.reservationIds).toEqual(['r1', 'r2']);
  });

  it('asks phone and email only when the check lists them', () => {
    expect(byName('email')).toMatchObject({
      required: true,
      kind: 'email',
      help: 'email',
    });
    expect(byName('phone')).toMatchObject({ required: true, kind: 'phone' });
    expect(byName('phoneCountry')?.defaultValue).toBe(DEFAULT_PHONE_COUNTRY);
    const namesOnly: ReservationCheck = {
      general: { requirements: [{ field: 'first_name' }] },
      reservations: [],
    };
    const bare = buildCheckoutForm(namesOnly).fields.map((field) => field.name);
    expect(bare).not.toContain('email');
    expect(bare).not.toContain('phone');
    expect(bare).toContain('second_name');
  });

  it('requires each requirement of each reservation and ticket, with help texts and units', () => {
    expect(byName('reservation_r1_pickupPoint')).toMatchObject({
      kind: 'pickup',
      required: true,
      scope: 'reservation',
      options: [{ coras_pickup_id: 'p1', pickup_name: 'Hotel A' }],
    });
    expect(byName('reservation_r1_ticket_t1_height')).toMatchObject({
      required: true,
      help: 'safety',
    });
    expect(byName('reservation_r1_ticket_t1_heightUnit')).toMatchObject({ kind: 'unit', defaultValue: 'cm' });
    expect(byName('reservation_r1_ticket_t2_passportNumber')).toMatchObject({
      help: 'passport',
      ticketId: 't2',
      reservationId: 'r1',
    });
    expect(byName('reservation_r1_ticket_t2_dateOfBirth')?.kind).toBe('date');
  });

  it('asks a requirement once even when it is listed twice, and gives pickups without options an empty list', () => {
    const twice = buildCheckoutForm({
      general: { requirements: [] },
      reservations: [
        {
          id: 'r',
          requirements: [{ field: 'weight' }, { field: 'weight' }, { field: 'pickup_point' }],
          tickets: [],
        },
      ],
    });
    expect(twice.fields.filter((field) => field.field === 'weight')).toHaveLength(1);
    expect(twice.fields.find((field) => field.field === 'weightUnit')?.defaultValue).toBe('kg');
    expect(twice.fields.find((field) => field.field === 'pickupPoint')?.options).toEqual([]);
  });

  it('starts values from the defaults', () => {
    const values = initialCheckoutValues(form);
    expect(values.terms).toBe(false);
    expect(values.phoneCountry).toBe('US');
    expect(values.first_name).toBe('');
    expect(values.country).toBe('');
  });

  it('keeps the contact details the form asks, and nothing else (issue 29 §2)', () => {
    const typed = {
      first_name: 'Ada',
      second_name: '  ',
      email: 'ada@example.com',
      phoneCountry: 'IE',
      phone: '087 123 4567',
      addressLine1: '12 Merrion Square',
      terms: true,
    };
    expect(contactValues(form, typed)).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      phoneCountry: 'IE',
      phone: '087 123 4567',
    });
    const noPhone = buildCheckoutForm({
      general: { requirements: [{ field: 'email' }] },
      reservations: [],
    });
    expect(contactValues(noPhone, typed)).toEqual({ first_name: 'Ada', email: 'ada@example.com' });
  });

  it('dials the phone from the chosen country, else from the default US (spec 2 §9)', () => {
    expect(phoneCountry(initialCheckoutValues(form))).toBe('US');
    expect(phoneCountry({ phoneCountry: 'IE' })).toBe('IE');
    expect(phoneCountry({ phoneCountry: ' IE ' })).toBe('IE');
    expect(phoneCountry({})).toBe('US');
    expect(phoneCountry({ phoneCountry: '  ' })).toBe('US');
    expect(phoneCountry({ phoneCountry: true })).toBe('US');
  });

  it.each([
    ['de-DE', 'DE'],
    ['en-IE', 'IE'],
    ['fr-MA', 'MA'],
    ['zh-CN', 'CN'],
    ['en', ''],
    ['not a locale!', ''],
  ])("pre-chooses the billing country from the visitor's locale %s (issue 21): %s", (locale, country) => {
    expect(initialCheckoutValues(buildCheckoutForm(check, { locale })).country).toBe(country);
  });
});
