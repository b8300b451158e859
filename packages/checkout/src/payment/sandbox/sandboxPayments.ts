import { isWellFormedClientSecret, type Logger } from '@coras/booking-core';
import type { CardTexts } from '../cardTexts';
import type { CardPaymentResult } from '../provider';
import { failure, type ProviderError, providerErrorResult } from '../providerErrors';

/** The card as the sandbox's payment stand-in takes it (apps/sandbox-api README). */
export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The sandbox's payment, as a provider's client library returns it. */
interface SandboxPaymentIntent {
  status?: string;
  next_action?: { type?: string; redirect_to_url?: { url?: string } } | null;
}

/** One answer of the stand-in: the payment, or the provider-shaped error (if the body had one). */
type Answer =
  | { ok: true; payment: SandboxPaymentIntent }
  | { ok: false; status: number; error: ProviderError | undefined };

/** How the visitor ended the extra authentication step. */
export type AuthenticationOutcome = 'complete' | 'fail';

/** What confirming a sandbox card payment needs. */
export interface SandboxPaymentDeps {
  apiHost: string;
  /** Sent as `Coras-Distributor` on every call, as the stand-in requires (and the real service would). */
  distributorId: string;
  fetch: (request: Request) => Promise<Response>;
  texts: CardTexts;
  logger: Logger;
  /** Shows the authentication step and resolves with the visitor's choice. */
  authenticate(): Promise<AuthenticationOutcome>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function call(deps: SandboxPaymentDeps, url: string, body?: unknown): Promise<Answer> {
  const response = await deps.fetch(
    new Request(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Coras-Distributor': deps.distributorId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (response.ok && isRecord(parsed)) return { ok: true, payment: parsed as SandboxPaymentIntent };
  const error = isRecord(parsed) && isRecord(parsed.error) ? (parsed.error as ProviderError) : undefined;
  return { ok: false, status: response.status, error };
}

const paymentsUrl = (apiHost: string, secret: string) =>
  `${apiHost.replace(/\/+$/, '')}/sandbox/payments/${encodeURIComponent(secret)}`;

/**
 * Confirms the card payment of `clientSecret` with the sandbox's stand-in, as Stripe's
 * `confirmCardPayment` would: a malformed secret is never sent; an answer asking for an extra
 * authentication step shows it and posts the visitor's choice to the address the answer gave; a
 * secret that an earlier attempt already paid (a double submit, a reload) counts as paid rather
 * than as an error, so nothing is charged twice and nothing paid is reported lost. Never throws.
 */
export async function confirmSandboxPayment(
  deps: SandboxPaymentDeps,
  clientSecret: string,
  card: SandboxCard,
): Promise<CardPaymentResult> {
  const { texts } = deps;
  if (!isWellFormedClientSecret(clientSecret))
    return failure(texts.invalidConfiguration, 'invalid_client_secret');
  const base = paymentsUrl(deps.apiHost, clientSecret);
  try {
    const answer = await call(deps, `${base}/confirm`, { card });
    if (answer.ok) return await settle(deps, base, answer.payment);
    if (answer.error?.code === 'payment_intent_unexpected_state')
      return await resume(deps, base, answer.error);
    return failed(deps, answer);
  } catch (error) {
    deps.logger.error('Sandbox card payment failed', error);
    // The request may have reached the sandbox before the connection broke: ask how it stands.
    return (await paidAlready(deps, base))
      ? { status: 'succeeded' }
      : failure(texts.unexpectedError, 'unexpected');
  }
}

/** A confirmed payment: succeeded, or the authentication step first. */
async function settle(deps: SandboxPaymentDeps, base: string, payment: SandboxPaymentIntent) {
  if (payment.status === 'succeeded') return { status: 'succeeded' } as const;
  if (payment.status === 'requires_action') {
    const url = payment.next_action?.redirect_to_url?.url;
    return authenticate(deps, url && /^https?:\/\//.test(url) ? url : `${base}/authenticate`);
  }
  deps.logger.warn('Sandbox payment in an unexpected state', payment);
  return failure(deps.texts.processingError, payment.status ?? 'unknown_status');
}

async function authenticate(deps: SandboxPaymentDeps, url: string): Promise<CardPaymentResult> {
  const outcome = await deps.authenticate();
  const answer = await call(deps, url, { outcome });
  if (answer.ok) return settle(deps, url.replace(/\/authenticate$/, ''), answer.payment);
  return failed(deps, answer);
}

/**
 * The secret cannot be confirmed again: an earlier attempt paid (→ succeeded) or awaits
 * authentication (→ the step again); else the error as the provider gave it.
 */
async function resume(deps: SandboxPaymentDeps, base: string, error: ProviderError) {
  const answer = await call(deps, base);
  if (answer.ok && answer.payment.status === 'succeeded') return { status: 'succeeded' } as const;
  if (answer.ok && answer.payment.status === 'requires_action')
    return authenticate(deps, `${base}/authenticate`);
  deps.logger.warn('Sandbox payment cannot be confirmed', error);
  return failure(deps.texts.processingError, error.code ?? 'payment_intent_unexpected_state');
}

async function paidAlready(deps: SandboxPaymentDeps, base: string): Promise<boolean> {
  try {
    const answer = await call(deps, base);
    return answer.ok && answer.payment.status === 'succeeded';
  } catch {
    return false;
  }
}

function failed(deps: SandboxPaymentDeps, answer: Extract<Answer, { ok: false }>): CardPaymentResult {
  if (answer.error) {
    if (answer.error.type !== 'card_error' && answer.error.type !== 'validation_error')
      deps.logger.warn('Sandbox card payment refused', answer.error);
    return providerErrorResult(answer.error, deps.texts);
  }
  // Not the provider's shape: a fault of the sandbox itself (5xx, a broken body).
  deps.logger.error('Sandbox card payment answered without a provider error', { status: answer.status });
  return failure(deps.texts.processingError, `http_${answer.status}`);
}
