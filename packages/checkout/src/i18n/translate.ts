import {
  type CheckoutFieldHelp,
  type CheckoutMessage,
  type CheckoutMessageCode,
  formatMessage,
  type MessageValues,
} from '@coras/booking-core';
import { type CheckoutMessageKey, checkoutMessages } from './messages/en-GB';

/** Values a message interpolates: `{name}` takes a string or number; `{count, plural, …}` a number. */
export type CheckoutMessageValues = MessageValues;

/**
 * Translates one of the checkout's texts. The widgets pass their catalogue's `t` (which holds
 * `checkoutMessages`); on its own the checkout uses {@link englishTranslate}.
 */
export type CheckoutTranslate = (key: CheckoutMessageKey, values?: CheckoutMessageValues) => string;

/** The checkout's English texts, for a checkout rendered without the widgets' catalogue. */
export function englishTranslate(locale = 'en-GB'): CheckoutTranslate {
  return (key, values) => formatMessage(checkoutMessages[key], values, locale);
}

/** The catalogue key of each message code booking-core returns (the `text` code carries its words). */
const MESSAGE_KEYS = {
  required: 'common.required',
  email: 'common.invalidEmail',
  dateFormat: 'checkout.error.dateFormat',
  dateInvalid: 'checkout.error.dateInvalid',
  passportExpired: 'checkout.error.passportExpired',
  atLeastOneReservation: 'checkout.error.atLeastOneReservation',
  generic: 'checkout.error.generic',
  processing: 'checkout.card.processingError',
  unexpected: 'checkout.error.unexpected',
  basketBeingPaid: 'checkout.error.basketBeingPaid',
  paymentCancelled: 'checkout.error.paymentCancelled',
} as const satisfies Record<Exclude<CheckoutMessageCode, 'text'>, CheckoutMessageKey>;

/** The catalogue key of each field help code. */
const HELP_KEYS = {
  email: 'checkout.help.email',
  safety: 'checkout.help.safety',
  passport: 'checkout.help.passport',
} as const satisfies Record<CheckoutFieldHelp, CheckoutMessageKey>;

/** One of booking-core's message codes in the visitor's language; written words show as they came. */
export function translateCheckoutMessage(t: CheckoutTranslate, message: CheckoutMessage): string {
  return message.code === 'text' ? message.text : t(MESSAGE_KEYS[message.code]);
}

/** A field's help text in the visitor's language. */
export function translateFieldHelp(t: CheckoutTranslate, help: CheckoutFieldHelp): string {
  return t(HELP_KEYS[help]);
}
