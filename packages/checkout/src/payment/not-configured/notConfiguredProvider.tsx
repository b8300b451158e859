import { consoleLogger } from '@coras/api-client';
import { CONFIG_ATTRIBUTES, type Logger } from '@coras/booking-core';
import { Alert } from '@coras/ui';
import { useMemo } from 'react';
import * as styles from '../../confirmation/Confirmation.css';
import { type CardTextsOption, resolveCardTexts } from '../cardTexts';
import type { PaymentProvider } from '../provider';

/**
 * What the console says when no card provider is configured: the setting to give, as a React prop
 * and as an element attribute, and how tests choose the sandbox instead.
 */
const NOT_CONFIGURED_MESSAGE =
  `Coras checkout: no Stripe publishable key is configured, so the payment page takes no card payment. ` +
  `Set \`stripePublishableKey\` (attribute \`${CONFIG_ATTRIBUTES.stripePublishableKey}\`) to your Stripe publishable key. ` +
  `To try the storefront against the sandbox, choose its test card stand-in explicitly: ` +
  `\`paymentProvider="sandbox"\` (attribute \`${CONFIG_ATTRIBUTES.paymentProvider}="sandbox"\`).`;

/**
 * The provider of a storefront with no card provider configured (issue 28 item 1: fail closed). Its
 * `Root` shows, in the form's place, that card payment is not available: no card field, no 'Pay
 * now', so nothing of a card is ever typed into the page and no order is confirmed. It reports the
 * missing setting once, as it is made.
 */
export function notConfiguredProvider(options: {
  texts?: CardTextsOption | undefined;
  logger?: Logger | undefined;
}): PaymentProvider {
  (options.logger ?? consoleLogger).error(NOT_CONFIGURED_MESSAGE);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per provider, as the other providers' Root.
  function Root({ locale }: { locale: string }) {
    const texts = useMemo(() => resolveCardTexts(options.texts, locale), [locale]);
    return (
      <section className={styles.view} data-view="payment-not-configured">
        {/* The page's heading, as the form's 'Checkout' would be. */}
        <h1 className={styles.title}>{texts.notConfiguredTitle}</h1>
        <Alert status="error">
          <p className={styles.text}>{texts.notConfiguredBody}</p>
        </Alert>
      </section>
    );
  }

  return {
    kind: 'none',
    Root,
    useCard() {
      throw new Error('A checkout without a payment provider renders no form: nothing may call useCard().');
    },
  };
}
