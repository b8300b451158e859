import { isWellFormedClientSecret, type Logger } from '@coras/booking-core';
import type { ConfirmCardPaymentData, Stripe, StripeElements } from '@stripe/stripe-js';
import type { CardTexts } from '../cardTexts';
import type { BillingDetails, CardPaymentResult } from '../provider';
import { failure, providerErrorResult } from '../providerErrors';

/** Payment intent statuses after which the card step is done; polling the transaction decides. */
const CONFIRMED = new Set(['succeeded', 'processing', 'requires_capture']);

/** Stripe's billing details, exactly as the checkout gave them (absent optional parts left out). */
export function stripeBillingDetails(billing: BillingDetails) {
  const { address } = billing;
  return {
    name: billing.name,
    ...(billing.email === undefined ? {} : { email: billing.email }),
    ...(billing.phone === undefined ? {} : { phone: billing.phone }),
    address: {
      line1: address.line1,
      ...(address.line2 === undefined ? {} : { line2: address.line2 }),
      city: address.city,
      postal_code: address.postal_code,
      country: address.country,
    },
  };
}

/** What confirming a Stripe card payment needs. */
export interface StripePaymentDeps {
  stripe: Stripe | null;
  elements: StripeElements | null;
  texts: CardTexts;
  logger: Logger;
}

/**
 * `stripe.confirmCardPayment(client_secret, { payment_method: { card, billing_details } })` with
 * the card number element; Stripe runs any next action (3-D Secure) itself before it answers.
 * Without Stripe.js (not loaded, no key) it is the configuration message, a malformed secret the
 * invalid-configuration one (never sent); provider errors follow {@link providerErrorResult}; a
 * secret an earlier attempt already paid counts as paid; a throw is the unexpected message, or
 * a configuration message when Stripe.js refused how it was called. Never throws.
 */
export async function confirmStripePayment(
  deps: StripePaymentDeps,
  clientSecret: string,
  billing: BillingDetails,
): Promise<CardPaymentResult> {
  const { stripe, elements, texts, logger } = deps;
  if (!stripe || !elements) return failure(texts.configurationError, 'stripe_unavailable');
  if (!isWellFormedClientSecret(clientSecret))
    return failure(texts.invalidConfiguration, 'invalid_client_secret');
  const card = elements.getElement('cardNumber');
  if (!card) return failure(texts.configurationError, 'card_element_missing');
  const data: ConfirmCardPaymentData = {
    payment_method: { card, billing_details: stripeBillingDetails(billing) },
  };
  try {
    const result = await stripe.confirmCardPayment(clientSecret, data);
    if (result.error) {
      const { error } = result;
      if (
        error.code === 'payment_intent_unexpected_state' &&
        CONFIRMED.has(error.payment_intent?.status ?? '')
      )
        return { status: 'succeeded' };
      if (error.type !== 'card_error' && error.type !== 'validation_error')
        logger.warn('Stripe refused the card payment', error);
      return providerErrorResult(error, texts);
    }
    if (CONFIRMED.has(result.paymentIntent.status)) return { status: 'succeeded' };
    logger.warn('Stripe payment in an unexpected state', result.paymentIntent.status);
    return failure(texts.processingError, result.paymentIntent.status);
  } catch (error) {
    logger.error('Stripe card payment threw', error);
    if (error instanceof Error && error.name === 'IntegrationError')
      return /client.?secret|intent secret/i.test(error.message)
        ? failure(texts.invalidConfiguration, 'invalid_client_secret')
        : failure(texts.configurationError, 'integration_error');
    return failure(texts.unexpectedError, 'unexpected');
  }
}
