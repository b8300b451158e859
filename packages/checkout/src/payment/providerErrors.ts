import { type CardProviderError, routeCardError } from '@coras/booking-core';
import type { CardTexts } from './cardTexts';
import type { CardPaymentResult } from './provider';

/** A card provider's error (Stripe's shape; the sandbox answers the same). */
export interface ProviderError extends CardProviderError {
  decline_code?: string | undefined;
}

/** Error types that mean the integration is wrong (keys, secrets), not the card. */
const CONFIGURATION_TYPES = new Set(['invalid_request_error', 'authentication_error']);

/**
 * What the visitor reads for a provider's error (spec 2 §8): a card or validation error goes to
 * the number, expiry or CVC field by `param`/`code` (the number by default) with the provider's
 * message; a failed authentication is a card error too; a request or key error is the
 * configuration message; anything else (an API error, rate limiting) is shown as given, or the
 * processing message when it has none.
 *
 * `payment_intent_unexpected_state` is not handled here: the caller first asks whether an earlier
 * attempt already paid.
 */
export function providerErrorResult(error: ProviderError, texts: CardTexts): CardPaymentResult {
  const code = error.code ?? error.type;
  if (error.code === 'payment_intent_authentication_failure') {
    const routed = routeCardError({ ...error, type: 'card_error' });
    return { status: 'failed', field: routed.field, message: messageOr(error, texts), code };
  }
  if (error.type === 'card_error' || error.type === 'validation_error') {
    const routed = routeCardError(error);
    return { status: 'failed', field: routed.field, message: messageOr(error, texts), code };
  }
  if (error.type !== undefined && CONFIGURATION_TYPES.has(error.type))
    return { status: 'failed', message: texts.configurationError, code };
  return { status: 'failed', message: messageOr(error, texts), code };
}

/** The provider's message, or the processing message when it has none (booking-core's rule). */
function messageOr(error: ProviderError, texts: CardTexts): string {
  return error.message?.trim() ? error.message : texts.processingError;
}

/** A failure with one of the spec's fixed messages and no field. */
export const failure = (message: string, code: string): CardPaymentResult => ({
  status: 'failed',
  message,
  code,
});
