/**
 * Why a form field is invalid (spec 2 §5), as a code: each React package words it in its own
 * catalogue ('This is a required field', 'Please enter a valid email address', …).
 */
export type FieldMessage =
  /** A blank required field, or the terms checkbox unticked. */
  | { code: 'required' }
  /** An email address without an @. */
  | { code: 'email' }
  /** A date not written YYYY-MM-DD. */
  | { code: 'dateFormat' }
  /** A YYYY-MM-DD date that does not exist. */
  | { code: 'dateInvalid' }
  /** A passport expiry date not after today. */
  | { code: 'passportExpired' };

/**
 * A message of the payment page (spec 2 §5, §8): a field's message, one of the fixed payment
 * messages, or words that came written (the server's, or the card provider's already in the
 * visitor's language), shown as they are.
 */
export type CheckoutMessage =
  | FieldMessage
  /** The basket is empty: nothing to pay for. */
  | { code: 'atLeastOneReservation' }
  /** The server refused the details without a field to show it on. */
  | { code: 'generic' }
  /** The card provider reported an error without a message. */
  | { code: 'processing' }
  /** Something threw. */
  | { code: 'unexpected' }
  /**
   * The server refused the confirmation because this basket is already being paid (409, code 47):
   * another tab or window of the visitor pays it; this one follows that payment.
   */
  | { code: 'basketBeingPaid' }
  /**
   * The card provider cancelled the payment before any charge because tickets of the order were no
   * longer held (expired, released, or its authentication not completed in time): the page says
   * nothing was charged and what the visitor can do — pay for what is left, or choose again.
   */
  | { code: 'paymentCancelled' }
  /** Words that came written, shown as given. */
  | { code: 'text'; text: string };

/** A message's code. */
export type CheckoutMessageCode = CheckoutMessage['code'];

/** The help text under a checkout field (spec 2 §5), as a code each package words. */
export type CheckoutFieldHelp =
  /** Under the contact email: where the confirmation goes. */
  | 'email'
  /** Under height and weight: the operator's safety rule. */
  | 'safety'
  /** Under the passport number: the club's safety rule. */
  | 'passport';

/** The currency of 'Amount Paid' when a reservation names none (spec 2 §9). */
export const DEFAULT_AMOUNT_PAID_CURRENCY = 'USD';
