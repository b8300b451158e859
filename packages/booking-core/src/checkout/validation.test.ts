import { describe, expect, it } from 'vitest';
import { check } from '../testing/checkout.test-utils';
import { buildCheckoutForm, initialCheckoutValues } from './form';
import {
  type CheckoutFormState,
  checkoutFormTransition,
  showsFieldStatus,
  validateCheckout,
  validateField,
  visibleCheckoutErrors,
} from './validation';

const context = { now: Date.parse('2026-05-10T12:00:00Z'), timeZone: 'Europe/Dublin' };
const text = { kind: 'text', required: true, field: 'first_name' } as const;
const optional = { kind: 'text', required: false, field: 'addressLine2' } as const;
const email = { kind: 'email', required: true, field: 'email' } as const;
const birth = { kind: 'date', required: true, field: 'dateOfBirth' } as const;
const passport = { kind: 'date', required: true, field: 'passportExpiryDate' } as const;
const terms = { kind: 'checkbox', required: true, field: 'terms' } as const;

describe('showsFieldStatus', () => {
  it.each([
    ['a required field, empty (its error)', true, '', true],
    ['a required field with a value', true, 'Ada', true],
    ['an optional field with a value (its tick)', false, 'Flat 2', true],
    ['an optional field left empty: no tick', false, '', false],
    ['an optional field of spaces only: no tick', false, '   ', false],
    ['an optional field never touched', false, undefined, false],
  ] as const)('%s', (_, required, value, shown) => {
    expect(showsFieldStatus({ required }, value)).toBe(shown);
  });
});

describe('validateField', () => {
  it('blank or whitespace is required; optional fields may be blank', () => {
    expect(validateField(text, '', context)).toEqual({ code: 'required' });
    expect(validateField(text, '   ', context)).toEqual({ code: 'required' });
    expect(validateField(text, undefined, context)).toEqual({ code: 'required' });
    expect(validateField(text, 'Ada', context)).toBeUndefined();
    expect(validateField(optional, '', context)).toBeUndefined();
  });

  it('the terms checkbox must be ticked', () => {
    expect(validateField(terms, false, context)).toEqual({ code: 'required' });
    expect(validateField(terms, true, context)).toBeUndefined();
  });

  it('an email needs an @, checked after required', () => {
    expect(validateField(email, '', context)).toEqual({ code: 'required' });
    expect(validateField(email, 'ada.example.com', context)).toEqual({ code: 'email' });
    expect(validateField(email, 'ada@example.com', context)).toBeUndefined();
  });

  it('a date must be YYYY-MM-DD and real', () => {
    expect(validateField(birth, '10/05/1990', context)).toEqual({ code: 'dateFormat' });
    expect(validateField(birth, '1990-5-1', context)).toEqual({ code: 'dateFormat' });
    expect(validateField(birth, '1990-02-30', context)).toEqual({ code: 'dateInvalid' });
    expect(validateField(birth, '1990-02-28', context)).toBeUndefined();
  });

  it('a passport must expire after today (in the given zone)', () => {
    expect(validateField(passport, '2026-05-10', context)).toEqual({ code: 'passportExpired' });
    expect(validateField(passport, '2020-01-01', context)).toEqual({ code: 'passportExpired' });
    expect(validateField(passport, '2026-05-11', context)).toBeUndefined();
    expect(validateField(passport, '2026-13-01', context)).toEqual({ code: 'dateInvalid' });
    // 23:30 UTC on the 10th is already the 11th in Bangkok: the 11th is "today" there.
    const late = { now: Date.parse('2026-05-10T23:30:00Z'), timeZone: 'Asia/Bangkok' };
    expect(validateField(passport, '2026-05-11', late)).toEqual({ code: 'passportExpired' });
    expect(validateField(passport, '2026-05-11', { ...late, timeZone: 'Bad/Zone' })).toBeUndefined();
  });
});

describe('validateCheckout', () => {
  const form = buildCheckoutForm(check);

  it('lists the message of every invalid field', () => {
    const result = validateCheckout(form, { ...initialCheckoutValues(form), email: 'nope' }, context);
    expect(result.valid).toBe(false);
    expect(result.fieldErrors.email).toEqual({ code: 'email' });
    expect(result.fieldErrors.terms).toEqual({ code: 'required' });
    expect(result.fieldErrors.reservation_r1_ticket_t1_name).toEqual({ code: 'required' });
    expect(result.fieldErrors).not.toHaveProperty('addressLine2');
    expect(result.fieldErrors).not.toHaveProperty('reservation_r1_ticket_t1_heightUnit');
    expect(result.formError).toBeUndefined();
  });

  it('needs at least one reservation', () => {
    const empty = buildCheckoutForm({ general: { requirements: [] }, reservations: [] });
    const values = {
      first_name: 'Ada',
      second_name: 'Lovelace',
      addressLine1: '1 Road',
      city: 'Cork',
      postcode: 'T12',
      country: 'IE',
      terms: true,
    };
    const result = validateCheckout(empty, values, context);
    expect(result).toEqual({
      fieldErrors: {},
      formError: { code: 'atLeastOneReservation' },
      valid: false,
    });
    const one = { ...empty, reservationIds: ['r'] };
    expect(validateCheckout(one, values, context).valid).toBe(true);
  });
});

describe('the form state: errors only after the first submit, then live (spec 2 §4)', () => {
  const form = buildCheckoutForm(check);
  const initial: CheckoutFormState = {
    form,
    values: initialCheckoutValues(form),
    submitted: false,
    serverErrors: {},
  };

  it('shows nothing before the first submit attempt', () => {
    const typed = checkoutFormTransition(initial, { type: 'change', name: 'email', value: 'nope' });
    expect(visibleCheckoutErrors(typed, context)).toEqual({});
  });

  it('after it, shows messages and updates them live on change', () => {
    const submitted = checkoutFormTransition(initial, { type: 'submitAttempted' });
    expect(checkoutFormTransition(submitted, { type: 'submitAttempted' })).toBe(submitted);
    expect(visibleCheckoutErrors(submitted, context).first_name).toEqual({ code: 'required' });
    const fixed = checkoutFormTransition(submitted, { type: 'change', name: 'first_name', value: 'Ada' });
    expect(visibleCheckoutErrors(fixed, context)).not.toHaveProperty('first_name');
  });

  it('shows server messages until the field changes; Try again clears errors but keeps values', () => {
    let state = checkoutFormTransition(initial, { type: 'submitAttempted' });
    state = checkoutFormTransition(state, { type: 'change', name: 'email', value: 'taken@example.com' });
    state = checkoutFormTransition(state, {
      type: 'serverErrors',
      fieldErrors: { email: { code: 'text', text: 'Email is blocked' } },
    });
    expect(visibleCheckoutErrors(state, context).email).toEqual({ code: 'text', text: 'Email is blocked' });
    const changed = checkoutFormTransition(state, {
      type: 'change',
      name: 'email',
      value: 'other@example.com',
    });
    expect(visibleCheckoutErrors(changed, context)).not.toHaveProperty('email');
    const cleared = checkoutFormTransition(state, { type: 'clearErrors' });
    expect(visibleCheckoutErrors(cleared, context)).toEqual({});
    expect(cleared.values.email).toBe('taken@example.com');
  });
});
