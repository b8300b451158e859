import type { MessageValues } from '@coras/booking-core';
import {
  type CheckoutMessageKey,
  type CheckoutOwnMessages,
  checkoutMessages,
  loadCheckoutMessages,
} from '@coras/checkout/messages';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';

/** `t` for the checkout's keys (what `CheckoutPage`'s `translate` and its card texts take). */
export type CheckoutTranslate = (key: CheckoutMessageKey, values?: MessageValues) => string;

/**
 * Translates the checkout's texts in the widget's locale; `undefined` until they have arrived. The
 * checkout owns its texts in every locale (`loadCheckoutMessages`: a chunk per locale, downloaded
 * by a visitor who reaches this page, beside the checkout's own chunk); the texts it shares with
 * the widgets (`common.*`) are the widget's bundle's. A locale whose texts do not load (offline)
 * reads the checkout's English, reported through the provider's logger.
 */
export function useCheckoutTranslate(): CheckoutTranslate | undefined {
  const { bundle, logError } = useCorasContext();
  const locale = bundle.locale;
  const [texts, setTexts] = useState<{ locale: string; messages: CheckoutOwnMessages }>();
  useEffect(() => {
    let live = true;
    loadCheckoutMessages(locale).then(
      (messages) => {
        if (live) setTexts({ locale, messages });
      },
      (error: unknown) => {
        logError(`Coras widget: the checkout's ${locale} texts could not be loaded`, error);
        if (live) setTexts({ locale, messages: checkoutMessages });
      },
    );
    return () => {
      live = false;
    };
  }, [locale, logError]);
  const ready = texts?.locale === locale;
  const t = useTranslate(ready ? texts.messages : checkoutMessages);
  return ready ? t : undefined;
}
