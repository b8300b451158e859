import type { ReservationConfirmation, Transaction } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import type { TimerProvider } from '../adapters/timers';
import type { CardField } from '../checkout/card-errors';
import type { CheckoutMessage } from '../checkout/messages';
import { createStore, type Store } from '../store/store';

/** Transaction polling: at most this many calls (spec 2 §9)… */
export const POLL_MAX_ATTEMPTS = 50;
/** …this many ms apart. */
export const POLL_INTERVAL_MS = 2000;
/** The event the page emits when the payment ends either way (spec 2 §4). */
export const PAYMENT_STATUS_EVENT = 'payment-status';

/**
 * Where the payment is (spec 2 §4): the form (`editing`), the steps of a submit, and the two ends.
 * Every status but `editing`, `paid` and `failed` is "processing": Pay now is disabled.
 */
export type PaymentStatus =
  | 'editing'
  | 'validating'
  | 'checking-card'
  | 'confirming-reservation'
  | 'confirming-card'
  | 'polling'
  | 'paid'
  | 'failed';

/** The payment's state. */
export interface PaymentState {
  status: PaymentStatus;
  /** Submits counted (step 1). */
  attempts: number;
  /** The confirmed reservation: reused on retry, never confirmed twice (step 4). */
  confirmation: ReservationConfirmation | undefined;
  /** Messages on form fields (validation or the server's). */
  fieldErrors: Record<string, CheckoutMessage>;
  /** Messages on the card fields. */
  cardErrors: Partial<Record<CardField, CheckoutMessage>>;
  /** A card message shown above the form. */
  cardError: CheckoutMessage | undefined;
  /** Transaction calls made in this polling run. */
  polls: number;
  /** The last transaction seen; its `reference_id` is the order reference. */
  transaction: Transaction | undefined;
}

/** What the payment is told. */
export type PaymentEvent =
  | { type: 'submit' }
  | { type: 'formValidated'; fieldErrors: Record<string, CheckoutMessage> }
  | { type: 'cardChecked'; cardErrors: Partial<Record<CardField, CheckoutMessage>> }
  | { type: 'reservationConfirmed'; confirmation: ReservationConfirmation }
  | {
      type: 'reservationFailed';
      fieldErrors: Record<string, CheckoutMessage>;
      cardError?: CheckoutMessage | undefined;
    }
  | { type: 'cardConfirmed' }
  | { type: 'cardFailed'; field?: CardField | undefined; message: CheckoutMessage }
  /** One transaction call answered; `undefined` when it failed or listed nothing. */
  | { type: 'transactionPolled'; transaction: Transaction | undefined }
  /** 'Try again' on the failure view: clears errors and shows the form. */
  | { type: 'tryAgain' }
  /** The page reopened with a reservation already confirmed: poll instead of charging again. */
  | { type: 'resume'; confirmation: ReservationConfirmation }
  /**
   * A fresh payment, from the form: the last one is spent (it failed, or the provider cancelled
   * it) or covered other reservations. Nothing is kept; ignored while a submit runs.
   */
  | { type: 'reset' };

/** The payment page before any submit. */
export const initialPaymentState: PaymentState = {
  status: 'editing',
  attempts: 0,
  confirmation: undefined,
  fieldErrors: {},
  cardErrors: {},
  cardError: undefined,
  polls: 0,
  transaction: undefined,
};

/** How a transaction status reads (spec 2 §4). */
export type TransactionOutcome = 'success' | 'pending' | 'failure';

/** PAID is success; PENDING, ADDED, SUSPENDED or no status keep polling; anything else is a final failure. */
export function transactionOutcome(status: string | undefined | null): TransactionOutcome {
  if (status === 'PAID') return 'success';
  if (
    status === undefined ||
    status === null ||
    status === '' ||
    ['PENDING', 'ADDED', 'SUSPENDED'].includes(status)
  ) {
    return 'pending';
  }
  return 'failure';
}

/**
 * Whether a transaction's card payment has begun: any status but none or `ADDED`, which is all a
 * confirmed reservation has until its card is sent (the contract's confirmation answer).
 */
export function paymentStarted(status: string | undefined | null): boolean {
  return status !== undefined && status !== null && status !== '' && status !== 'ADDED';
}

/** True while a submit runs: a second submit does nothing and the button shows its spinner. */
export function isProcessing(state: Pick<PaymentState, 'status'>): boolean {
  return state.status !== 'editing' && state.status !== 'paid' && state.status !== 'failed';
}

const editing = (state: PaymentState, changes: Partial<PaymentState>): PaymentState => ({
  ...state,
  ...changes,
  status: 'editing',
});

/**
 * The payment's pure transition (spec 2 §4): 1. a submit while processing does nothing; otherwise
 * it counts the attempt and clears card errors; 2. the form is validated; 3. the card fields must
 * be complete; 4. the reservation is confirmed unless an earlier attempt confirmed it; 5. the card
 * payment is confirmed; 6. the transaction is polled (PAID → paid; PENDING, ADDED, SUSPENDED or
 * missing keep polling up to 50 calls; anything else → failed). A failing step returns to the form
 * with its messages, which re-enables the button.
 */
export function paymentTransition(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'submit':
      if (state.status !== 'editing') return state;
      return {
        ...state,
        status: 'validating',
        attempts: state.attempts + 1,
        cardErrors: {},
        cardError: undefined,
      };
    case 'formValidated':
      if (state.status !== 'validating') return state;
      return Object.keys(event.fieldErrors).length > 0
        ? editing(state, { fieldErrors: { ...event.fieldErrors } })
        : { ...state, status: 'checking-card', fieldErrors: {} };
    case 'cardChecked':
      if (state.status !== 'checking-card') return state;
      if (Object.keys(event.cardErrors).length > 0)
        return editing(state, { cardErrors: { ...event.cardErrors } });
      // spec 2 §4 step 4: a reservation confirmed by an earlier attempt is reused, never confirmed again.
      return { ...state, status: state.confirmation ? 'confirming-card' : 'confirming-reservation' };
    case 'reservationConfirmed':
      if (state.status !== 'confirming-reservation') return state;
      return { ...state, status: 'confirming-card', confirmation: event.confirmation };
    case 'reservationFailed':
      if (state.status !== 'confirming-reservation') return state;
      return editing(state, { fieldErrors: { ...event.fieldErrors }, cardError: event.cardError });
    case 'cardConfirmed':
      if (state.status !== 'confirming-card') return state;
      return { ...state, status: 'polling', polls: 0, transaction: undefined };
    case 'cardFailed':
      if (state.status !== 'confirming-card') return state;
      return event.field
        ? editing(state, { cardErrors: { [event.field]: event.message } })
        : editing(state, { cardError: event.message });
    case 'transactionPolled': {
      if (state.status !== 'polling') return state;
      const polls = state.polls + 1;
      const transaction = event.transaction ?? state.transaction;
      const outcome = transactionOutcome(event.transaction?.status);
      if (outcome === 'success') return { ...state, status: 'paid', polls, transaction };
      if (outcome === 'failure' || polls >= POLL_MAX_ATTEMPTS)
        return { ...state, status: 'failed', polls, transaction };
      return { ...state, polls, transaction };
    }
    case 'tryAgain':
      if (state.status !== 'failed') return state;
      return editing(state, { fieldErrors: {}, cardErrors: {}, cardError: undefined });
    case 'resume':
      if (state.status !== 'editing') return state;
      return {
        ...state,
        status: 'polling',
        confirmation: event.confirmation,
        polls: 0,
        transaction: undefined,
      };
    case 'reset':
      return isProcessing(state) ? state : initialPaymentState;
    default:
      return event satisfies never;
  }
}

/** The payment-status event's detail (spec 2 §4). */
export interface PaymentStatusDetail {
  success: boolean;
  transactionId: string | undefined;
  userId: string | undefined;
}

/** The payment-status detail of a finished payment. */
export function paymentStatusDetail(state: PaymentState): PaymentStatusDetail {
  return {
    success: state.status === 'paid',
    transactionId: state.confirmation?.transaction_id,
    userId: state.confirmation?.user_id,
  };
}

/** The effects of the payment, injected so the machine runs without a network. */
export interface PaymentEffects {
  /** Step 2: the form's messages (empty when valid; the terms must be accepted). */
  validateForm(): Record<string, CheckoutMessage> | Promise<Record<string, CheckoutMessage>>;
  /** Step 3: the incomplete card fields (empty when complete). */
  checkCard():
    | Partial<Record<CardField, CheckoutMessage>>
    | Promise<Partial<Record<CardField, CheckoutMessage>>>;
  /** Step 4: pickup updates and `POST reservations` (confirmation); field errors already mapped. */
  confirmReservation(): Promise<
    | { confirmation: ReservationConfirmation }
    | { fieldErrors: Record<string, CheckoutMessage>; cardError?: CheckoutMessage | undefined }
  >;
  /** Step 5: the card provider's confirmation with the client secret. */
  confirmCardPayment(
    clientSecret: string,
  ): Promise<{ ok: true } | { ok: false; field?: CardField | undefined; message: CheckoutMessage }>;
  /** Step 6: the customer's newest transaction, or `undefined`. Rejections count as a missing one. */
  fetchTransaction(userId: string): Promise<Transaction | undefined>;
  /** Removes the stored booking session (after a successful payment). */
  clearSession(): void;
  /** Emits the payment-status event. */
  emitPaymentStatus(detail: PaymentStatusDetail): void;
  timers: TimerProvider;
  logger?: Logger;
}

const UNEXPECTED: CheckoutMessage = { code: 'unexpected' };

/**
 * The payment as a store: each status runs its effect and feeds the answer back; polling calls
 * every 2000 ms until the transaction is final or 50 calls were made; on paid the booking session
 * is cleared; paid and failed emit the payment-status event. A thrown effect is logged and ends
 * the step with the `unexpected` message ('An unexpected error occurred. Please try again.').
 */
export function createPaymentStore(effects: PaymentEffects): Store<PaymentState, PaymentEvent> {
  const logger = effects.logger ?? silentLogger;
  let pollHandle: unknown;
  let pollScheduled = false;

  const unexpected = (step: string, error: unknown): void => {
    logger.error(`Payment step failed: ${step}`, error);
  };

  const poll = (userId: string) => {
    pollScheduled = false;
    effects.fetchTransaction(userId).then(
      (transaction) => store.send({ type: 'transactionPolled', transaction }),
      (error: unknown) => {
        logger.warn('Transaction poll failed', error);
        store.send({ type: 'transactionPolled', transaction: undefined });
      },
    );
  };

  const store = createStore(initialPaymentState, paymentTransition, (next, previous) => {
    switch (next.status) {
      case 'validating':
        Promise.resolve()
          .then(() => effects.validateForm())
          .then(
            (fieldErrors) => store.send({ type: 'formValidated', fieldErrors }),
            (error: unknown) => {
              unexpected('validate', error);
              store.send({ type: 'formValidated', fieldErrors: { form: UNEXPECTED } });
            },
          );
        return;
      case 'checking-card':
        Promise.resolve()
          .then(() => effects.checkCard())
          .then(
            (cardErrors) => store.send({ type: 'cardChecked', cardErrors }),
            (error: unknown) => {
              unexpected('card check', error);
              store.send({ type: 'cardChecked', cardErrors: { number: UNEXPECTED } });
            },
          );
        return;
      case 'confirming-reservation':
        effects.confirmReservation().then(
          (result) =>
            store.send(
              'confirmation' in result
                ? { type: 'reservationConfirmed', confirmation: result.confirmation }
                : { type: 'reservationFailed', fieldErrors: result.fieldErrors, cardError: result.cardError },
            ),
          (error: unknown) => {
            unexpected('confirm reservation', error);
            store.send({ type: 'reservationFailed', fieldErrors: {}, cardError: UNEXPECTED });
          },
        );
        return;
      case 'confirming-card': {
        const secret = next.confirmation?.client_secret ?? '';
        effects.confirmCardPayment(secret).then(
          (result) =>
            store.send(
              result.ok
                ? { type: 'cardConfirmed' }
                : { type: 'cardFailed', field: result.field, message: result.message },
            ),
          (error: unknown) => {
            unexpected('confirm card payment', error);
            store.send({ type: 'cardFailed', message: UNEXPECTED });
          },
        );
        return;
      }
      case 'polling': {
        const userId = next.confirmation?.user_id ?? '';
        if (previous.status !== 'polling') poll(userId);
        else {
          pollScheduled = true;
          pollHandle = effects.timers.setTimeout(() => poll(userId), POLL_INTERVAL_MS);
        }
        return;
      }
      case 'paid':
        effects.clearSession();
        effects.emitPaymentStatus(paymentStatusDetail(next));
        return;
      case 'failed':
        if (previous.status === 'polling') effects.emitPaymentStatus(paymentStatusDetail(next));
        return;
      case 'editing':
        if (pollScheduled) effects.timers.clearTimeout(pollHandle);
        pollScheduled = false;
        return;
      default:
        return next.status satisfies never;
    }
  });
  return store;
}
