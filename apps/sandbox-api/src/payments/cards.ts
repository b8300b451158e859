/** The card fields the provider stand-in takes (a subset of a card provider's `payment_method_data.card`). */
export interface CardInput {
  number: string;
  exp_month: number | string;
  exp_year: number | string;
  cvc: string;
}

/** A provider-style error, as a card provider's client library reports it. */
export interface CardError {
  type: 'card_error' | 'validation_error';
  code: string;
  decline_code?: string;
  /** The card field the message belongs to: `number`, `exp_month`, `exp_year` or `cvc`. */
  param?: 'number' | 'exp_month' | 'exp_year' | 'cvc';
  message: string;
}

/**
 * What confirming a card does: `succeed` (the transaction will be PAID), `fail-later` (accepted,
 * then the transaction ends FAILED), `authenticate` (an extra step first), or `error`.
 */
export type CardOutcome =
  | { kind: 'succeed'; last4: string }
  | { kind: 'fail-later'; last4: string }
  | { kind: 'authenticate'; last4: string }
  | { kind: 'error'; status: 400 | 402; error: CardError };

/** The test cards, as a card provider's test mode knows them. Listed in the README. */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined (generic_decline)',
  '4000000000009995': 'declined (insufficient_funds)',
  '4000002760003184': 'requires authentication, then succeeds or fails',
  '4000000000000069': 'declined: expired_card',
  '4000000000000127': 'declined: incorrect_cvc',
  '4000000000000119': 'declined: processing_error',
  '4000000000000341': 'accepted, then the transaction ends FAILED',
} as const;

const declined = (code: string, message: string, extra: Partial<CardError> = {}): CardOutcome => ({
  kind: 'error',
  status: 402,
  error: { type: 'card_error', code, message, ...extra },
});
const invalid = (code: string, param: CardError['param'], message: string): CardOutcome => ({
  kind: 'error',
  status: 400,
  error: { type: 'validation_error', code, message, ...(param ? { param } : {}) },
});

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * How the provider answers `card` at `now`: field checks first (number, expiry, CVC), then the
 * behaviour of the test card. A valid number that is not a test card is declined, as in a
 * provider's test mode.
 */
export function checkCard(card: CardInput, now: number): CardOutcome {
  const number = String(card.number).replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return invalid('invalid_number', 'number', 'Your card number is invalid.');
  if (number.length < 16) return invalid('incomplete_number', 'number', 'Your card number is incomplete.');
  if (number.length > 19 || !luhn(number))
    return invalid('incorrect_number', 'number', 'Your card number is incorrect.');
  const month = Number(card.exp_month);
  const rawYear = Number(card.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return invalid('invalid_expiry_month', 'exp_month', 'Your card’s expiration month is invalid.');
  if (!Number.isInteger(rawYear) || rawYear < 0)
    return invalid('invalid_expiry_year', 'exp_year', 'Your card’s expiration year is invalid.');
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const today = new Date(now);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
    return invalid('invalid_expiry_year_past', 'exp_year', 'Your card’s expiration year is in the past.');
  if (!/^\d{3,4}$/.test(String(card.cvc ?? '')))
    return invalid('incomplete_cvc', 'cvc', 'Your card’s security code is incomplete.');
  const last4 = number.slice(-4);
  switch (number) {
    case '4242424242424242':
      return { kind: 'succeed', last4 };
    case '4000000000000002':
      return declined('card_declined', 'Your card was declined.', { decline_code: 'generic_decline' });
    case '4000000000009995':
      return declined('card_declined', 'Your card has insufficient funds.', {
        decline_code: 'insufficient_funds',
      });
    case '4000002760003184':
      return { kind: 'authenticate', last4 };
    case '4000000000000069':
      return declined('expired_card', 'Your card has expired.', { param: 'exp_month' });
    case '4000000000000127':
      return declined('incorrect_cvc', 'Your card’s security code is incorrect.', { param: 'cvc' });
    case '4000000000000119':
      return declined(
        'processing_error',
        'An error occurred while processing your card. Try again in a little bit.',
      );
    case '4000000000000341':
      return { kind: 'fail-later', last4 };
    default:
      return declined(
        'card_declined',
        'Your card was declined. Your request was in test mode, but used a non test card.',
        { decline_code: 'test_mode_live_card' },
      );
  }
}
