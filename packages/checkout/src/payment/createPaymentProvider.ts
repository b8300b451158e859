import type { Logger } from '@coras/booking-core';
import type { Stripe } from '@stripe/stripe-js';
import type { CardTextsOption } from './cardTexts';
import type { PaymentProvider } from './provider';
import { createSandboxPaymentProvider } from './sandbox/createSandboxPaymentProvider';
import { createStripePaymentProvider } from './stripe/createStripePaymentProvider';

/** The payment configuration of a storefront. */
export interface PaymentProviderConfig {
  /** The Coras API's origin; the sandbox's payment stand-in lives there too. */
  apiHost: string;
  /** The distributor's id: the sandbox's card stand-in needs it on every call (`Coras-Distributor`). */
  distributorId: string;
  /** The distributor's Stripe publishable key. Set → Stripe; absent or blank → the sandbox. */
  stripePublishableKey?: string | null | undefined;
  /** Stripe.js, when the host page has already loaded it (or a test stand-in). */
  stripe?: Promise<Stripe | null> | undefined;
  /** How the sandbox's requests are sent. @default globalThis.fetch */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** The card texts: overrides, or a function of the locale. @default English */
  texts?: CardTextsOption | undefined;
  logger?: Logger | undefined;
}

/**
 * The card provider a configuration asks for: Stripe when a publishable key is configured, else
 * the sandbox's test double. The checkout renders `provider.Root` and calls `provider.useCard()`
 * without knowing which one runs.
 *
 * @example
 * const provider = createPaymentProvider({ apiHost: config.apiHost, distributorId: config.distributorId, stripePublishableKey: config.stripeKey });
 */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  const key = config.stripePublishableKey?.trim() ?? '';
  if (key !== '')
    return createStripePaymentProvider({
      publishableKey: key,
      stripe: config.stripe,
      texts: config.texts,
      logger: config.logger,
    });
  return createSandboxPaymentProvider({
    apiHost: config.apiHost,
    distributorId: config.distributorId,
    fetch: config.fetch,
    texts: config.texts,
    logger: config.logger,
  });
}
