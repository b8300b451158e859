/** The checkout's validation messages, verbatim from spec 2 §5. */
export const CHECKOUT_MESSAGES = {
  required: 'This is a required field',
  email: 'Please enter a valid email address',
  dateFormat: 'Please enter a valid date in format YYYY-MM-DD',
  dateInvalid: 'Please enter a valid date',
  passportExpired: 'Passport must not be expired',
  atLeastOneReservation: 'At least one reservation is required',
} as const;

/** The help texts under checkout fields, verbatim from spec 2 §5. */
export const CHECKOUT_HELP_TEXTS = {
  email: 'We will email your order confirmation to this address',
  safety: 'Required by operator for safety reasons',
  passport: 'Required by club for safety reasons',
} as const;

/** The card payment messages, verbatim from spec 2 §8. */
export const CARD_MESSAGES = {
  /** Server validation failed without a field to show it on. */
  generic: 'An error occurred. Please try again.',
  /** The card provider is not configured or could not load. */
  configuration: 'Payment configuration error. Please try again.',
  /** The client secret of the payment is malformed. */
  invalidConfiguration: 'Invalid payment configuration. Please try again.',
  /** The provider reported an error without a message. */
  processing: 'An error occurred while processing your payment. Please try again.',
  /** Something threw. */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The payment page's fixed texts (spec 2 §2). */
export const PAYMENT_PAGE_TEXTS = {
  loading: 'Loading...',
  payNow: 'Pay now',
  sections: ['Contact details', 'Activity details', 'Payment details', 'Billing address'],
  confirmationSentTo: "We've sent your order confirmation to",
  amountPaid: 'Amount Paid',
  helpCentre: 'Help Centre',
  failureTitle: 'Sorry, your order was not successful',
  tryAgain: 'Try again',
} as const;

/** The currency of 'Amount Paid' when a reservation names none (spec 2 §9). */
export const DEFAULT_AMOUNT_PAID_CURRENCY = 'USD';

/**
 * The success title: 'Thanks, your booking is confirmed!', and for more than one reservation
 * 'Thanks, your bookings are confirmed!' (spec 2 §2 says "'bookings' when more than one"; the verb
 * follows the plural).
 */
export function confirmationTitle(reservationCount: number): string {
  return reservationCount > 1 ? 'Thanks, your bookings are confirmed!' : 'Thanks, your booking is confirmed!';
}

/** A confirmation card's heading: 'N x tickets for' plus the attraction name. */
export function ticketsForLabel(count: number, attractionName: string): string {
  return `${count} x tickets for ${attractionName}`;
}
