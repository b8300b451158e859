import { describe, expect, it } from 'vitest';
import { cardCompletenessErrors, isWellFormedClientSecret, routeCardError } from './card-errors';
import { CARD_MESSAGES, confirmationTitle, PAYMENT_PAGE_TEXTS, ticketsForLabel } from './messages';

describe('card messages (spec 2 §8)', () => {
  it('are verbatim', () => {
    expect(CARD_MESSAGES).toEqual({
      generic: 'An error occurred. Please try again.',
      configuration: 'Payment configuration error. Please try again.',
      invalidConfiguration: 'Invalid payment configuration. Please try again.',
      processing: 'An error occurred while processing your payment. Please try again.',
      unexpected: 'An unexpected error occurred. Please try again.',
    });
  });
});

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
    expect(routeCardError(error)).toEqual({ field, message: error.message });
  });

  it('an error without a message reads the processing message', () => {
    expect(routeCardError({ type: 'card_error', message: ' ' })).toEqual({
      field: 'number',
      message: CARD_MESSAGES.processing,
    });
    expect(routeCardError({})).toEqual({ field: undefined, message: CARD_MESSAGES.processing });
  });
});

describe('client secret and completeness', () => {
  it('recognises a well-formed client secret', () => {
    expect(isWellFormedClientSecret('pi_3Nabc123_secret_XyZ789')).toBe(true);
    expect(isWellFormedClientSecret('pi_3Nabc123')).toBe(false);
    expect(isWellFormedClientSecret('')).toBe(false);
    expect(isWellFormedClientSecret(undefined)).toBe(false);
  });

  it("lists each incomplete card field with 'This is a required field'", () => {
    expect(cardCompletenessErrors({ number: false, expiry: false, cvc: true })).toEqual({
      number: 'This is a required field',
      expiry: 'This is a required field',
    });
    expect(cardCompletenessErrors({ number: true, expiry: true, cvc: true })).toEqual({});
  });
});

describe('page texts', () => {
  it('title the success in the singular or plural and label tickets', () => {
    expect(confirmationTitle(1)).toBe('Thanks, your booking is confirmed!');
    expect(confirmationTitle(2)).toBe('Thanks, your bookings are confirmed!');
    expect(ticketsForLabel(3, 'Cliffs of Moher')).toBe('3 x tickets for Cliffs of Moher');
    expect(PAYMENT_PAGE_TEXTS.failureTitle).toBe('Sorry, your order was not successful');
    expect(PAYMENT_PAGE_TEXTS.confirmationSentTo).toBe("We've sent your order confirmation to");
  });
});
