import type { Logger } from '@coras/booking-core';
import type { Stripe } from '@stripe/stripe-js';
import type { CardTextsOption } from './cardTexts';
import { notConfiguredProvider } from './not-configured/notConfiguredProvider';
import type { PaymentProvider } from './provider';
import { createStripePaymentProvider } from './stripe/createStripePaymentProvider';

/** The payment configuration of a storefront. */
export interface PaymentProviderConfig {
  /**
   * The distributor's Stripe publishable key. Set → Stripe; absent or blank → no card payment at
   * all: the page says payment is not available and the console names this setting. (The
   * sandbox's card stand-in is never a fallback: tests choose it from `@coras/checkout/sandbox`.)
   */
  stripePublishableKey?: string | null | undefined;
  /** Stripe.js, when the host page has already loaded it (or a test stand-in). */
  stripe?: Promise<Stripe | null> | undefined;
  /** The card texts: overrides, or a function of the locale. @default English */
  texts?: CardTextsOption | undefined;
  /** Where the missing key and Stripe's failures are reported. @default the console */
  logger?: Logger | undefined;
}

/**
 * The card provider a production configuration asks for: Stripe when a publishable key is
 * configured. Without one it fails closed (issue 28 item 1): its `Root` shows that card payment is
 * not available instead of the form, and it logs which setting is missing. The checkout renders
 * `provider.Root` and calls `provider.useCard()` without knowing which one runs.
 *
 * @example
 * const provider = createPaymentProvider({ stripePublishableKey: 'pk_live_…' });
 */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  const key = config.stripePublishableKey?.trim() ?? '';
  if (key === '') return notConfiguredProvider({ texts: config.texts, logger: config.logger });
  return createStripePaymentProvider({
    publishableKey: key,
    stripe: config.stripe,
    texts: config.texts,
    logger: config.logger,
  });
}
