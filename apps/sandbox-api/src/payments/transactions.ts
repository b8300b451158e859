import type { CurrencyCode, TransactionStatus } from '@coras/api-client';
import type { Clock } from '../clock';
import type { Random } from '../random';
import type { ReservationStore } from '../store/reservations';
import { type CardError, type CardInput, checkCard } from './cards';

/** The provider's payment for one transaction, as its client library sees it. */
type PaymentState = 'requires_payment_method' | 'requires_action' | 'succeeded';

/** A confirmed basket and its payment. */
interface TransactionRecord {
  id: string;
  referenceId: string;
  userId: string;
  sessionId: string;
  reservationIds: string[];
  amount: number;
  currency: CurrencyCode;
  createdAt: number;
  status: TransactionStatus;
  customer: { first_name: string; second_name: string; email: string; phone_number: string };
  payment: {
    id: string;
    clientSecret: string;
    state: PaymentState;
    /** When a succeeded payment's transaction leaves PENDING, and for which status. */
    settlesAt?: number;
    outcome?: 'PAID' | 'FAILED';
    last4?: string;
  };
}

/** The provider's answer to a confirmation or an authentication. */
export type PaymentAnswer =
  | { ok: true; status: 200; body: PaymentIntentView }
  | { ok: false; status: 400 | 402 | 404; body: { error: CardError | ProviderRequestError } };

/** A request error of the provider (unknown secret, wrong state). */
interface ProviderRequestError {
  type: 'invalid_request_error';
  code: string;
  message: string;
}

/** The payment as the provider's client library returns it. */
interface PaymentIntentView {
  id: string;
  object: 'payment_intent';
  status: PaymentState;
  amount: number;
  currency: string;
  client_secret: string;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string } } | null;
}

/** Confirmed baskets, their customers and the provider-side payment of each. */
export interface TransactionStore {
  create(
    input: Omit<TransactionRecord, 'id' | 'referenceId' | 'userId' | 'createdAt' | 'status' | 'payment'>,
  ): TransactionRecord;
  byUser(userId: string): TransactionRecord[] | undefined;
  bySecret(clientSecret: string): TransactionRecord | undefined;
  /** Confirms the card payment of `clientSecret` (spec 2 §4 step 5). */
  confirm(clientSecret: string, card: CardInput, authenticateUrl: string): PaymentAnswer;
  /** Completes or fails the extra authentication step of a payment that asked for one. */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): PaymentAnswer;
  /** Moves PENDING transactions whose delay has passed to PAID or FAILED. */
  sweep(): void;
  clear(): void;
}

/** An empty {@link TransactionStore}; `settleMs` is the PENDING delay. */
export function createTransactionStore(options: {
  clock: Clock;
  random: Random;
  settleMs: () => number;
  reservations: ReservationStore;
}): TransactionStore {
  const { clock, random, reservations } = options;
  const transactions = new Map<string, TransactionRecord>();
  const bySecret = new Map<string, TransactionRecord>();
  const users = new Map<string, string>();
  const pending = new Set<TransactionRecord>();
  // Creation order: the clock may not move between two confirmations (a manual clock in tests).
  const order = new Map<TransactionRecord, number>();

  const view = (record: TransactionRecord, url?: string): PaymentIntentView => ({
    id: record.payment.id,
    object: 'payment_intent',
    status: record.payment.state,
    amount: record.amount,
    currency: record.currency.toLowerCase(),
    client_secret: record.payment.clientSecret,
    next_action:
      record.payment.state === 'requires_action' && url
        ? { type: 'redirect_to_url', redirect_to_url: { url } }
        : null,
  });

  const requestError = (status: 400 | 404, code: string, message: string): PaymentAnswer => ({
    ok: false,
    status,
    body: { error: { type: 'invalid_request_error', code, message } },
  });

  const startSettling = (record: TransactionRecord, outcome: 'PAID' | 'FAILED') => {
    record.payment.state = 'succeeded';
    record.payment.outcome = outcome;
    record.payment.settlesAt = clock.now() + options.settleMs();
    record.status = 'PENDING';
    reservations.setStatus(record.reservationIds, 'paying');
    pending.add(record);
  };

  return {
    create(input) {
      const email = input.customer.email.trim().toLowerCase();
      let userId = users.get(email);
      if (!userId) {
        userId = `usr_${random.token(14)}`;
        users.set(email, userId);
      }
      const secretId = random.token(24, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
      const record: TransactionRecord = {
        ...input,
        id: `txn_${random.token(16)}`,
        referenceId: `CRS-${random.token(8)}`,
        userId,
        createdAt: clock.now(),
        status: 'ADDED',
        payment: {
          id: `pi_${secretId}`,
          clientSecret: `pi_${secretId}_secret_${random.token(24, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
          state: 'requires_payment_method',
        },
      };
      transactions.set(record.id, record);
      order.set(record, order.size);
      bySecret.set(record.payment.clientSecret, record);
      return record;
    },
    byUser(userId) {
      if (![...users.values()].includes(userId)) return undefined;
      return [...transactions.values()]
        .filter((record) => record.userId === userId)
        .sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
    },
    bySecret: (secret) => bySecret.get(secret),
    confirm(clientSecret, card, authenticateUrl) {
      const record = bySecret.get(clientSecret);
      if (!record)
        return requestError(404, 'resource_missing', 'No such payment_intent: the client secret is unknown.');
      if (record.payment.state !== 'requires_payment_method')
        return requestError(
          400,
          'payment_intent_unexpected_state',
          `You cannot confirm this PaymentIntent because it has a status of ${record.payment.state}.`,
        );
      const outcome = checkCard(card, clock.now());
      switch (outcome.kind) {
        case 'error':
          return { ok: false, status: outcome.status, body: { error: outcome.error } };
        case 'authenticate':
          record.payment.state = 'requires_action';
          record.payment.last4 = outcome.last4;
          record.status = 'SUSPENDED';
          reservations.setStatus(record.reservationIds, 'paying');
          return { ok: true, status: 200, body: view(record, authenticateUrl) };
        case 'succeed':
        case 'fail-later':
          record.payment.last4 = outcome.last4;
          startSettling(record, outcome.kind === 'succeed' ? 'PAID' : 'FAILED');
          return { ok: true, status: 200, body: view(record) };
      }
    },
    authenticate(clientSecret, outcome) {
      const record = bySecret.get(clientSecret);
      if (!record)
        return requestError(404, 'resource_missing', 'No such payment_intent: the client secret is unknown.');
      if (record.payment.state !== 'requires_action')
        return requestError(
          400,
          'payment_intent_unexpected_state',
          'This payment does not await authentication.',
        );
      if (outcome === 'complete') {
        startSettling(record, 'PAID');
        return { ok: true, status: 200, body: view(record) };
      }
      record.payment.state = 'requires_payment_method';
      record.status = 'ADDED';
      reservations.setStatus(record.reservationIds, 'held');
      return {
        ok: false,
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        },
      };
    },
    sweep() {
      const now = clock.now();
      for (const record of pending) {
        if ((record.payment.settlesAt ?? 0) > now) continue;
        pending.delete(record);
        if (record.payment.outcome === 'PAID') {
          record.status = 'PAID';
          reservations.setStatus(record.reservationIds, 'sold');
        } else {
          record.status = 'FAILED';
          reservations.setStatus(record.reservationIds, 'held');
        }
      }
    },
    clear() {
      transactions.clear();
      bySecret.clear();
      users.clear();
      pending.clear();
      order.clear();
    },
  };
}
