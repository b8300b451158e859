import { describe, expect, it } from 'vitest';
import { check } from '../testing/checkout.test-utils';
import { buildCheckoutForm, initialCheckoutValues } from './form';
import { CHECKOUT_MESSAGES } from './messages';
import {
  type CheckoutFormState,
  checkoutFormTransition,
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

describe('messages (spec 2 §5)', () => {
  it('are verbatim', () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      required: 'This is a required field',
      email: 'Please enter a valid email address',
      dateFormat: 'Please enter a valid date in format YYYY-MM-DD',
      dateInvalid: 'Please enter a valid date',
      passportExpired: 'Passport must not be expired',
      atLeastOneReservation: 'At least one reservation is required',
    });
  });
});

describe('validateField', () => {
  it('blank or whitespace gives the required message; optional fields may be blank', () => {
    expect(validateField(text, '', context)).toBe('This is a required field');
    expect(validateField(text, '   ', context)).toBe('This is a required field');
    expect(validateField(text, undefined, context)).toBe('This is a required field');
    expect(validateField(text, 'Ada', context)).toBeUndefined();
    expect(validateField(optional, '', context)).toBeUndefined();
  });

  it('the terms checkbox must be ticked', () => {
    expect(validateField(terms, false, context)).toBe('This is a required field');
    expect(validateField(terms, true, context)).toBeUndefined();
  });

  it('an email needs an @, checked after required', () => {
    expect(validateField(email, '', context)).toBe('This is a required field');
    expect(validateField(email, 'ada.example.com', context)).toBe('Please enter a valid email address');
    expect(validateField(email, 'ada@example.com', context)).toBeUndefined();
  });

  it('a date must be YYYY-MM-DD and real', () => {
    expect(validateField(birth, '10/05/1990', context)).toBe(
      'Please enter a valid date in format YYYY-MM-DD',
    );
    expect(validateField(birth, '1990-5-1', context)).toBe('Please enter a valid date in format YYYY-MM-DD');
    expect(validateField(birth, '1990-02-30', context)).toBe('Please enter a valid date');
    expect(validateField(birth, '1990-02-28', context)).toBeUndefined();
  });

  it('a passport must expire after today (in the given zone)', () => {
    expect(validateField(passport, '2026-05-10', context)).toBe('Passport must not be expired');
    expect(validateField(passport, '2020-01-01', context)).toBe('Passport must not be expired');
    expect(validateField(passport, '2026-05-11', context)).toBeUndefined();
    expect(validateField(passport, '2026-13-01', context)).toBe('Please enter a valid date');
    // 23:30 UTC on the 10th is already the 11th in Bangkok: the 11th is "today" there.
    const late = { now: Date.parse('2026-05-10T23:30:00Z'), timeZone: 'Asia/Bangkok' };
    expect(validateField(passport, '2026-05-11', late)).toBe('Passport must not be expired');
    expect(validateField(passport, '2026-05-11', { ...late, timeZone: 'Bad/Zone' })).toBeUndefined();
  });
});

describe('validateCheckout', () => {
  const form = buildCheckoutForm(check);

  it('lists the message of every invalid field', () => {
    const result = validateCheckout(form, { ...initialCheckoutValues(form), email: 'nope' }, context);
    expect(result.valid).toBe(false);
    expect(result.fieldErrors.email).toBe('Please enter a valid email address');
    expect(result.fieldErrors.terms).toBe('This is a required field');
    expect(result.fieldErrors.reservation_r1_ticket_t1_name).toBe('This is a required field');
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
      formError: 'At least one reservation is required',
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
    expect(visibleCheckoutErrors(submitted, context).first_name).toBe('This is a required field');
    const fixed = checkoutFormTransition(submitted, { type: 'change', name: 'first_name', value: 'Ada' });
    expect(visibleCheckoutErrors(fixed, context)).not.toHaveProperty('first_name');
  });

  it('shows server messages until the field changes; Try again clears errors but keeps values', () => {
    let state = checkoutFormTransition(initial, { type: 'submitAttempted' });
    state = checkoutFormTransition(state, { type: 'change', name: 'email', value: 'taken@example.com' });
    state = checkoutFormTransition(state, {
      type: 'serverErrors',
      fieldErrors: { email: 'Email is blocked' },
    });
    expect(visibleCheckoutErrors(state, context).email).toBe('Email is blocked');
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
