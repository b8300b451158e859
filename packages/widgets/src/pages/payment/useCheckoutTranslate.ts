import type { MessageValues } from '@coras/booking-core';
import { type CheckoutMessageKey, checkoutMessages } from '@coras/checkout/messages';
import { useTranslate } from '../../runtime/i18n/useTranslate';

/** `t` for the checkout's keys (what `CheckoutPage`'s `translate` and its card texts take). */
export type CheckoutTranslate = (key: CheckoutMessageKey, values?: MessageValues) => string;

/**
 * Translates the checkout's texts in the widget's locale. Every translated locale holds them; the
 * English bundle does not (they would weigh on the landing's first load, which never shows them),
 * so English reads the checkout's own texts, which arrive with this page.
 */
export function useCheckoutTranslate(): CheckoutTranslate {
  return useTranslate(checkoutMessages);
}
