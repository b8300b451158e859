/**
 * The checkout's English texts, the spec's verbatim (spec 2 §2, §5, §8). The widgets' catalogue
 * spreads them in, so every locale translates them with the rest; the checkout receives a
 * translate function for these keys. Keys are added by the checkout screens as they are built.
 */
export const checkoutMessages = {
  'checkout.loading': 'Loading...',
  // Card fields and card payment (src/payment/cardTexts.ts); the last four are spec 2 §8 verbatim.
  'checkout.card.numberPlaceholder': '1234 1234 1234 1234',
  'checkout.card.expiryPlaceholder': 'MM / YY',
  'checkout.card.cvcPlaceholder': 'CVC',
  'checkout.card.numberIncomplete': 'Your card number is incomplete.',
  'checkout.card.numberInvalid': 'Your card number is invalid.',
  'checkout.card.expiryIncomplete': 'Your card’s expiration date is incomplete.',
  'checkout.card.expiryMonthInvalid': 'Your card’s expiration month is invalid.',
  'checkout.card.expiryYearInvalid': 'Your card’s expiration year is invalid.',
  'checkout.card.expiryPast': 'Your card’s expiration year is in the past.',
  'checkout.card.cvcIncomplete': 'Your card’s security code is incomplete.',
  'checkout.card.cvcInvalid': 'Your card’s security code is invalid.',
  'checkout.card.authenticationTitle': 'Confirm this payment with your bank',
  'checkout.card.authenticationDescription':
    'Your bank asks for an extra step before it accepts this card. In the sandbox, choose how that step ends.',
  'checkout.card.authenticationComplete': 'Complete authentication',
  'checkout.card.authenticationFail': 'Fail authentication',
  'checkout.card.authenticationClose': 'Cancel authentication',
  'checkout.card.loading': 'Loading the card fields…',
  'checkout.card.loadFailed': 'Payment configuration error. Please try again.',
  'checkout.card.configurationError': 'Payment configuration error. Please try again.',
  'checkout.card.invalidConfiguration': 'Invalid payment configuration. Please try again.',
  'checkout.card.processingError': 'An error occurred while processing your payment. Please try again.',
  'checkout.card.unexpectedError': 'An unexpected error occurred. Please try again.',
} as const;

/** A checkout text's key. */
export type CheckoutMessageKey = keyof typeof checkoutMessages;
