import { commonMessages } from '../../commonMessages';

/**
 * The checkout's English texts, the spec's verbatim (spec 2 §2, §5, §8). The checkout translates
 * its own keys in every other locale beside them (`<locale>.ts` beside this file, loaded by
 * `loadCheckoutMessages`); the `common.*` keys it shares with the widgets are the widgets'
 * catalogue's to translate. The checkout receives a translate function for these keys. Keys are
 * added by the checkout screens as they are built.
 */
export const checkoutMessages = {
  ...commonMessages,
  'checkout.loading': 'Loading...',

  // The payment page: sections, footer, states (spec 2 §2; issue #8, page/ and form/)
  'checkout.title': 'Checkout',
  'checkout.section.contact': 'Contact details',
  'checkout.section.activity': 'Activity details',
  'checkout.section.payment': 'Payment details',
  'checkout.section.billing': 'Billing address',
  'checkout.terms': 'I confirm I have read and accept the {link}',
  'checkout.terms.link': 'Terms & Conditions',
  'checkout.payNow': 'Pay now',
  'checkout.processing': 'Processing your payment…',
  'checkout.checkFailed': 'We could not load the details your booking needs.',
  'checkout.errorSummary': '{count, plural, one {# field needs} other {# fields need}} your attention.',
  'checkout.holdExpired': 'Your hold on {name} has expired, so it was removed from your order.',
  'checkout.holdReleased': 'Your hold on {name} was released, so it was removed from your order.',

  // Fields (spec 2 §3 "Form value names", §5 help texts verbatim)
  'checkout.field.firstName': 'First name',
  'checkout.field.secondName': 'Last name',
  'checkout.field.email': 'Email',
  'checkout.field.phone': 'Phone number',
  'checkout.field.addressLine1': 'Address line 1',
  'checkout.field.addressLine2': 'Address line 2 (optional)',
  'checkout.field.city': 'City',
  'checkout.field.postcode': 'Postcode',
  'checkout.field.country': 'Country',
  'checkout.field.chooseCountry': 'Select a country',
  'checkout.field.name': 'Full name',
  'checkout.field.height': 'Height',
  'checkout.field.heightUnit': 'Height unit',
  'checkout.field.weight': 'Weight',
  'checkout.field.weightUnit': 'Weight unit',
  'checkout.field.passportNumber': 'Passport number',
  'checkout.field.passportNationality': 'Nationality',
  'checkout.field.passportExpiryDate': 'Passport expiry date',
  'checkout.field.dateOfBirth': 'Date of birth',
  'checkout.field.hotelPickup': 'Hotel pickup',
  'checkout.field.pickupPoint': 'Pickup point',
  'checkout.field.datePlaceholder': 'YYYY-MM-DD',
  'checkout.unit.cm': 'cm',
  'checkout.unit.in': 'in',
  'checkout.unit.kg': 'kg',
  'checkout.unit.lb': 'lb',
  'checkout.help.email': 'We will email your order confirmation to this address',
  'checkout.help.safety': 'Required by operator for safety reasons',
  'checkout.help.passport': 'Required by club for safety reasons',
  'checkout.activity.ticket': 'Ticket {number}: {type}',
  'checkout.phone.country': 'Country code: {country} +{dial}',
  'checkout.phone.countryNoDial': 'Country code: {country}',
  'checkout.phone.search': 'Search countries',
  'checkout.phone.countries': 'Countries',
  'checkout.phone.noMatch': 'No country matches',
  'checkout.payment.cardNumber': 'Card number',
  'checkout.payment.cardExpiry': 'Expiry date',
  'checkout.payment.cardCvc': 'CVC',

  // Validation and payment messages (spec 2 §5, §8 verbatim)
  'checkout.error.dateFormat': 'Please enter a valid date in format YYYY-MM-DD',
  'checkout.error.dateInvalid': 'Please enter a valid date',
  'checkout.error.passportExpired': 'Passport must not be expired',
  'checkout.error.atLeastOneReservation': 'At least one reservation is required',
  'checkout.error.generic': 'An error occurred. Please try again.',
  'checkout.error.unexpected': 'An unexpected error occurred. Please try again.',
  // Issue 20: one basket paid in two tabs (409, code 47), and a booking session that ended.
  // Issue 29: the card provider cancelled the payment because tickets were no longer held.
  'checkout.error.paymentCancelled':
    'Your payment was cancelled and nothing was charged: some of your tickets were no longer held. Pay again for the tickets left in your order, or browse attractions to choose others.',
  'checkout.error.basketBeingPaid':
    'This basket is already being paid in another tab or window — resume it there. This page follows that payment.',
  'checkout.sessionEnded.title': 'Your session ended; your tickets were released',
  'checkout.sessionEnded.body': 'Nothing was charged. Choose your tickets again to book.',
  'checkout.sessionEnded.back': 'Back to {name}',
  // Issue 28: a session that ended before its holds (a 401): whether they were released is unknown.
  'checkout.sessionLost.title': 'Your booking session has ended',
  'checkout.sessionLost.body':
    'Nothing was charged, and the tickets you chose are no longer reserved for you. Choose them again to book.',
  // The payment page opened with an empty basket (a reload after the session ended).
  'checkout.emptyBasket.title': 'Your basket is empty',
  'checkout.emptyBasket.body':
    'There is nothing to pay for: your booking session has ended, or no tickets were added. Nothing was charged.',
  'checkout.emptyBasket.back': 'Browse attractions',
  // Issue 29 §2: the basket emptied during checkout (its holds expired, or were removed elsewhere).
  'checkout.emptyBasket.emptied': 'Nothing was charged. Choose tickets again to book.',
  'checkout.emptyBasket.removed': '{name} was removed from your basket.',

  // The basket beside the form and the bottom drawer (spec 2 §2)
  'checkout.basket.title': 'Your order',
  'checkout.basket.holdEndsIn':
    'Your tickets for {name} will be released in {count, plural, one {# minute} other {# minutes}}.',
  'checkout.basket.drawer': 'Basket',
  'checkout.basket.remove': 'Remove {name} from your order',

  // Success and failure views (spec 2 §2)
  'checkout.success.title': 'Thanks, your booking is confirmed!',
  // The confirmation's announcement, as a page change's ('Checkout page'…)
  'checkout.success.page': 'Booking confirmation page',
  'checkout.success.titleMany': 'Thanks, your bookings are confirmed!',
  'checkout.success.reference': 'Order reference: {reference}',
  'checkout.success.sentTo': "We've sent your order confirmation to",
  'checkout.success.ticketsFor': '{count} x tickets for {name}',
  'checkout.success.time': 'Time',
  'checkout.success.location': 'Location',
  'checkout.success.amountPaid': 'Amount Paid',
  'checkout.success.helpCentre': 'Help Centre',
  'checkout.failure.title': 'Sorry, your order was not successful',
  'checkout.failure.body': 'Your card has not been charged. Please check your details and try again.',
  'checkout.failure.tryAgain': 'Try again',
  'checkout.pending.title': 'Your payment has not been confirmed yet',
  'checkout.pending.body':
    "Please don't pay again: if your payment goes through, we'll send the confirmation to {email}.",
  'checkout.pending.checkAgain': 'Check again',
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
  'checkout.card.configurationError': 'Payment configuration error. Please try again.',
  'checkout.card.invalidConfiguration': 'Invalid payment configuration. Please try again.',
  'checkout.card.processingError': 'An error occurred while processing your payment. Please try again.',
  // Issue 28 item 1: no provider configured (no Stripe key, the sandbox not chosen), and the sandbox's banner.
  'checkout.card.notConfiguredTitle': 'Card payment is not available',
  'checkout.card.notConfiguredBody':
    "This site has not set up card payments yet, so bookings cannot be paid here. Please contact the site's owner.",
  'checkout.card.testMode': 'Test mode: no real payment',
} as const;

/** A checkout text's key. */
export type CheckoutMessageKey = keyof typeof checkoutMessages;

/** The checkout's own keys: all but the `common.*` ones it shares with the widgets (`commonMessages`). */
export type CheckoutOwnMessageKey = Exclude<CheckoutMessageKey, keyof typeof commonMessages>;

/** A locale's texts of the checkout's own keys: every one (a missing key is a type error). */
export type CheckoutOwnMessages = Readonly<Record<CheckoutOwnMessageKey, string>>;
