import { describe, expect, it } from 'vitest';
import { cardCompletenessErrors, isWellFormedClientSecret, routeCardError } from './card-errors';

describe('routeCardError', () => {
  it.each([
    [{ type: 'validation_error', param: 'exp_month', message: 'Bad month' }, 'expiry'],
    [{ type: 'validation_error', param: 'exp_year', message: 'm' }, 'expiry'],
    [{ type: 'validation_error', param: 'cvc', message: 'm' }, 'cvc'],
    [{ type: 'validation_error', param: 'number', message: 'm' }, 'number'],
    [{ type: 'card_error', code: 'incorrect_cvc', message: 'm' }, 'cvc'],
    [{ type: 'card_error', code: 'expired_card', message: 'm' }, 'expiry'],
    [{ type: 'card_error', code: 'invalid_number', message: 'm' }, 'number'],
    [{ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }, 'number'],
    [{ type: 'api_error', code: 'toString', message: 'Server trouble' }, undefined],
    [{ type: 'invalid_request_error', message: 'Bad request' }, undefined],
  ] as const)('%j → %s', (error, field) => {
    expect(routeCardError(error)).toEqual({ field, message: { code: 'text', text: error.message } });
  });

  it('an error without a message is the processing message', () => {
    expect(routeCardError({ type: 'card_error', message: ' ' })).toEqual({
      field: 'number',
      message: { code: 'processing' },
    });
    expect(routeCardError({})).toEqual({ field: undefined, message: { code: 'processing' } });
  });
});

describe('client secret and completeness', () => {
  it('recognises a well-formed client secret', () => {
    expect(isWellFormedClientSecret('pi_3Nabc123_secret_XyZ789')).toBe(true);
    expect(isWellFormedClientSecret('pi_3Nabc123')).toBe(false);
    expect(isWellFormedClientSecret('')).toBe(false);
    expect(isWellFormedClientSecret(undefined)).toBe(false);
  });

  it('lists each incomplete card field with the required message', () => {
    expect(cardCompletenessErrors({ number: false, expiry: false, cvc: true })).toEqual({
      number: { code: 'required' },
      expiry: { code: 'required' },
    });
    expect(cardCompletenessErrors({ number: true, expiry: true, cvc: true })).toEqual({});
  });
});
