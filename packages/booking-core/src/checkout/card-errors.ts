import type { CheckoutMessage } from './messages';

/** The three card fields of the payment form. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** An error as a card provider reports it (Stripe's shape: `type`, `code`, `param`, `message`). */
export interface CardProviderError {
  type?: string | undefined;
  code?: string | undefined;
  param?: string | undefined;
  message?: string | undefined;
}

/** Where a card error shows: on a card field, or above the form (`field` undefined). */
export interface RoutedCardError {
  field: CardField | undefined;
  /** The provider's words, or `processing` when it gave none. */
  message: Extract<CheckoutMessage, { code: 'text' | 'processing' }>;
}

const BY_PARAM: Readonly<Record<string, CardField>> = {
  number: 'number',
  card_number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  expiry: 'expiry',
  cvc: 'cvc',
};

const BY_CODE: Readonly<Record<string, CardField>> = {
  incomplete_number: 'number',
  invalid_number: 'number',
  incorrect_number: 'number',
  incomplete_expiry: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  invalid_expiry_year_past: 'expiry',
  invalid_expiry_month_past: 'expiry',
  expired_card: 'expiry',
  incomplete_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
};

const lookup = (table: Readonly<Record<string, CardField>>, key: string | undefined) =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * Routes a provider's message to the number, expiry or CVC field by its `param` or `code`,
 * defaulting to the number for card errors; any other error is shown as given, above the form
 * (spec 2 §8). An error without a message is `processing` ('An error occurred while processing your
 * payment. Please try again.').
 */
export function routeCardError(error: CardProviderError): RoutedCardError {
  const message: RoutedCardError['message'] = error.message?.trim()
    ? { code: 'text', text: error.message }
    : { code: 'processing' };
  const field =
    lookup(BY_PARAM, error.param) ??
    lookup(BY_CODE, error.code) ??
    (error.type === 'card_error' ? 'number' : undefined);
  return { field, message };
}

/**
 * True when a client secret has the shape a card provider issues (`pi_…_secret_…`). A malformed
 * one is not sent: 'Invalid payment configuration. Please try again.' shows instead (spec 2 §8).
 */
export function isWellFormedClientSecret(secret: string | null | undefined): boolean {
  return typeof secret === 'string' && /^[a-z]+_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret);
}

/** Whether each card field is complete, as the provider's card fields report it (spec 2 §4 step 3). */
export type CardCompleteness = Readonly<Record<CardField, boolean>>;

/** No card field complete: the card fields before the visitor types. */
export const INCOMPLETE_CARD: CardCompleteness = { number: false, expiry: false, cvc: false };

/**
 * The card fields that block payment (spec 2 §4 step 3): each incomplete field, with `required`.
 */
export function cardCompletenessErrors(card: CardCompleteness): Partial<Record<CardField, CheckoutMessage>> {
  const errors: Partial<Record<CardField, CheckoutMessage>> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    if (!card[field]) errors[field] = { code: 'required' };
  }
  return errors;
}
