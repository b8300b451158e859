import type { CurrencyCode, TransactionStatus } from '@coras/api-client';
import type { Clock } from '../clock';
import { ErrorCode } from '../errors';
import type { Random } from '../random';
import type { ReservationStore } from '../store/reservations';
import { type CardError, type CardInput, checkCard } from './cards';

/**
 * The provider's payment for one transaction, as its client library sees it. `canceled`: the
 * payment ended before any charge (its holds were gone, or its authentication timed out).
 */
type PaymentState = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

/** Why a payment was cancelled before any charge. */
type CancellationReason = 'reservation_gone' | 'authentication_timeout';

/**
 * How long a payment may wait for the visitor's authentication (3-D Secure) before the provider
 * gives up on it, as card providers do; its holds are then released.
 */
export const AUTHENTICATION_TIMEOUT_MS = 15 * 60_000;

/** How long a finished transaction (PAID, FAILED, CANCELLED) stays listed before it is forgotten. */
export const FINISHED_TRANSACTION_RETENTION_MS = 24 * 60 * 60_000;

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
  /** ADDED, SUSPENDED (awaiting authentication), PENDING (settling), PAID, FAILED or CANCELLED. */
  status: TransactionStatus;
  /** When it reached PAID, FAILED or CANCELLED. */
  finishedAt?: number;
  customer: { first_name: string; second_name: string; email: string; phone_number: string };
  payment: {
    id: string;
    clientSecret: string;
    state: PaymentState;
    /** When a succeeded payment's transaction leaves PENDING, and for which status. */
    settlesAt?: number;
    outcome?: 'PAID' | 'FAILED';
    /** When the payment started waiting for authentication. */
    actionSince?: number;
    cancellation?: CancellationReason;
    last4?: string;
  };
}

/** The provider's answer to a confirmation or an authentication. */
export type PaymentAnswer =
  | { ok: true; status: 200; body: PaymentIntentView }
  | { ok: false; status: 400 | 402 | 404; body: { error: CardError | ProviderRequestError } }
  | { ok: false; status: 409; body: CancelledAnswer };

/** A request error of the provider (unknown secret, wrong state). */
interface ProviderRequestError {
  type: 'invalid_request_error';
  code: string;
  message: string;
}

/**
 * A payment cancelled before any charge because its tickets are no longer held: the provider's
 * error (shown to the visitor as given) beside the Coras code 39 (reservation expired or released).
 */
interface CancelledAnswer {
  code: number;
  message: string;
  error: { type: 'api_error'; code: CancellationReason; message: string };
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
  /** The live (not FAILED or CANCELLED) transaction `reservation` belongs to, if any. */
  liveFor(reservation: { transactionId?: string | undefined }): TransactionRecord | undefined;
  /**
   * Confirms the card payment of `clientSecret` (spec 2 §4 step 5), at most once per secret.
   * Every reservation of the transaction must still be held and its own; if one is gone the
   * payment is cancelled before any charge (409, code 39).
   */
  confirm(clientSecret: string, card: CardInput, authenticateUrl: string): PaymentAnswer;
  /** Completes or fails the extra authentication step of a payment that asked for one. */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): PaymentAnswer;
  /**
   * Moves PENDING transactions whose delay has passed to PAID or FAILED, and cancels payments
   * whose authentication timed out (their holds are released). Runs before the holds expire.
   */
  sweep(): void;
  /** Cancels unpaid transactions whose holds expired or were released (after the holds' sweep). */
  cancelAbandoned(): void;
  /** Forgets transactions finished more than {@link FINISHED_TRANSACTION_RETENTION_MS} ago. */
  evict(): void;
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
  /** Transactions not finished yet: ADDED, SUSPENDED or PENDING. */
  const unfinished = new Set<TransactionRecord>();
  // Creation order: the clock may not move between two confirmations (a manual clock in tests).
  const order = new Map<TransactionRecord, number>();
  let created = 0;

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

  const CANCELLED_MESSAGES: Record<CancellationReason, string> = {
    reservation_gone:
      'Your tickets are no longer held (the reservation expired or was removed), so this payment was cancelled and nothing was charged.',
    authentication_timeout:
      'The card authentication was not completed in time, so this payment was cancelled, nothing was charged and the tickets were released.',
  };
  const cancelledAnswer = (reason: CancellationReason): PaymentAnswer => ({
    ok: false,
    status: 409,
    body: {
      code: ErrorCode.reservationGone,
      message: CANCELLED_MESSAGES[reason],
      error: { type: 'api_error', code: reason, message: CANCELLED_MESSAGES[reason] },
    },
  });

  const finish = (record: TransactionRecord, status: 'PAID' | 'FAILED' | 'CANCELLED') => {
    record.status = status;
    record.finishedAt = clock.now();
    unfinished.delete(record);
  };

  /** Whether every reservation of `record` is still active, its own and in `status`. */
  const holdsIntact = (record: TransactionRecord, status: 'held' | 'paying') =>
    record.reservationIds.every((id) => {
      const reservation = reservations.get(id);
      return reservation?.transactionId === record.id && reservation.status === status;
    });

  /** The reservations of `record` that are still its own and active. */
  const ownReservations = (record: TransactionRecord) =>
    record.reservationIds.filter((id) => {
      const reservation = reservations.get(id);
      return (
        reservation?.transactionId === record.id &&
        (reservation.status === 'held' || reservation.status === 'paying')
      );
    });

  /**
   * Ends the payment before any charge. Its reservations leave it: after a lost hold the others go
   * back to the basket (to be confirmed again); after an authentication timeout they are released.
   */
  const cancel = (record: TransactionRecord, reason: CancellationReason) => {
    record.payment.state = 'canceled';
    record.payment.cancellation = reason;
    const own = ownReservations(record);
    if (reason === 'authentication_timeout') for (const id of own) reservations.release(id, 'expired');
    else reservations.setStatus(own, 'held');
    for (const id of own) {
      const reservation = reservations.get(id);
      if (reservation) delete reservation.transactionId;
    }
    finish(record, 'CANCELLED');
  };

  const startSettling = (record: TransactionRecord, outcome: 'PAID' | 'FAILED') => {
    record.payment.state = 'succeeded';
    record.payment.outcome = outcome;
    record.payment.settlesAt = clock.now() + options.settleMs();
    record.status = 'PENDING';
    reservations.setStatus(record.reservationIds, 'paying');
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
      created += 1;
      order.set(record, created);
      bySecret.set(record.payment.clientSecret, record);
      unfinished.add(record);
      return record;
    },
    byUser(userId) {
      if (![...users.values()].includes(userId)) return undefined;
      return [...transactions.values()]
        .filter((record) => record.userId === userId)
        .sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
    },
    bySecret: (secret) => bySecret.get(secret),
    liveFor(reservation) {
      const record = reservation.transactionId ? transactions.get(reservation.transactionId) : undefined;
      return record && record.status !== 'FAILED' && record.status !== 'CANCELLED' ? record : undefined;
    },
    confirm(clientSecret, card, authenticateUrl) {
      const record = bySecret.get(clientSecret);
      if (!record)
        return requestError(404, 'resource_missing', 'No such payment_intent: the client secret is unknown.');
      if (record.payment.state === 'canceled')
        return cancelledAnswer(record.payment.cancellation ?? 'reservation_gone');
      if (record.payment.state !== 'requires_payment_method' || record.status !== 'ADDED')
        return requestError(
          400,
          'payment_intent_unexpected_state',
          `You cannot confirm this PaymentIntent because it has a status of ${record.payment.state}.`,
        );
      // Checked before the card: a payment never succeeds for holds that expired or were deleted.
      if (!holdsIntact(record, 'held')) {
        cancel(record, 'reservation_gone');
        return cancelledAnswer('reservation_gone');
      }
      const outcome = checkCard(card, clock.now());
      switch (outcome.kind) {
        case 'error':
          return { ok: false, status: outcome.status, body: { error: outcome.error } };
        case 'authenticate':
          record.payment.state = 'requires_action';
          record.payment.actionSince = clock.now();
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
      if (record.payment.state === 'canceled')
        return cancelledAnswer(record.payment.cancellation ?? 'reservation_gone');
      if (record.payment.state !== 'requires_action')
        return requestError(
          400,
          'payment_intent_unexpected_state',
          'This payment does not await authentication.',
        );
      if (outcome === 'complete') {
        if (!holdsIntact(record, 'paying')) {
          cancel(record, 'reservation_gone');
          return cancelledAnswer('reservation_gone');
        }
        startSettling(record, 'PAID');
        return { ok: true, status: 200, body: view(record) };
      }
      record.payment.state = 'requires_payment_method';
      delete record.payment.actionSince;
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
      for (const record of [...unfinished]) {
        if (record.status === 'SUSPENDED') {
          if ((record.payment.actionSince ?? now) + AUTHENTICATION_TIMEOUT_MS <= now)
            cancel(record, 'authentication_timeout');
          continue;
        }
        if (record.status !== 'PENDING' || (record.payment.settlesAt ?? 0) > now) continue;
        if (record.payment.outcome === 'PAID' && holdsIntact(record, 'paying')) {
          reservations.setStatus(record.reservationIds, 'sold');
          finish(record, 'PAID');
        } else {
          const own = ownReservations(record);
          reservations.setStatus(own, 'held');
          for (const id of own) {
            const reservation = reservations.get(id);
            if (reservation) delete reservation.transactionId;
          }
          finish(record, 'FAILED');
        }
      }
    },
    cancelAbandoned() {
      for (const record of [...unfinished])
        if (record.status === 'ADDED' && !holdsIntact(record, 'held')) cancel(record, 'reservation_gone');
    },
    evict() {
      const before = clock.now() - FINISHED_TRANSACTION_RETENTION_MS;
      for (const record of transactions.values()) {
        if (record.finishedAt === undefined || record.finishedAt > before) continue;
        transactions.delete(record.id);
        bySecret.delete(record.payment.clientSecret);
        order.delete(record);
      }
      // A customer with no transaction left is forgotten too.
      const customers = new Set([...transactions.values()].map((record) => record.userId));
      for (const [email, userId] of users) if (!customers.has(userId)) users.delete(email);
    },
    clear() {
      transactions.clear();
      bySecret.clear();
      users.clear();
      unfinished.clear();
      order.clear();
    },
  };
}
