import {
  CARD_MESSAGES,
  CHECKOUT_HELP_TEXTS,
  CHECKOUT_MESSAGES,
  formatMessage,
  type MessageValues,
} from '@coras/booking-core';
import { type CheckoutMessageKey, checkoutMessages } from '../messages';

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

/**
 * booking-core's English messages (validation, card, help texts) as catalogue keys, so what the
 * rules return is shown translated. A message not listed (the server's own) shows as it came.
 */
const MESSAGE_KEYS: ReadonlyMap<string, CheckoutMessageKey> = new Map<string, CheckoutMessageKey>([
  [CHECKOUT_MESSAGES.required, 'checkout.error.required'],
  [CHECKOUT_MESSAGES.email, 'checkout.error.email'],
  [CHECKOUT_MESSAGES.dateFormat, 'checkout.error.dateFormat'],
  [CHECKOUT_MESSAGES.dateInvalid, 'checkout.error.dateInvalid'],
  [CHECKOUT_MESSAGES.passportExpired, 'checkout.error.passportExpired'],
  [CHECKOUT_MESSAGES.atLeastOneReservation, 'checkout.error.atLeastOneReservation'],
  [CARD_MESSAGES.generic, 'checkout.error.generic'],
  [CARD_MESSAGES.unexpected, 'checkout.error.unexpected'],
  [CHECKOUT_HELP_TEXTS.email, 'checkout.help.email'],
  [CHECKOUT_HELP_TEXTS.safety, 'checkout.help.safety'],
  [CHECKOUT_HELP_TEXTS.passport, 'checkout.help.passport'],
]);

/** A rule's English message in the visitor's language (unknown messages unchanged). */
export function translateMessage(t: CheckoutTranslate, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
