import type { CorasClient } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import type { TimerProvider } from '../adapters/timers';
import type { CheckoutAnalyticsEvent } from '../analytics/analytics';
import { addPaymentInfoEvent } from '../analytics/orderEvents';
import type { CardField } from '../checkout/card-errors';
import type { CheckoutMessage } from '../checkout/messages';
import { type CardPaymentResult, createCardStep } from './card';
import type { OrderClaims } from './claim';
import { createConfirmStep, orderSnapshot, type PaymentFlowInput } from './confirm';
import { createFollower } from './follower';
import { createPausableTimers, type PausableTimers } from './pausable-timers';
import {
  createPaymentStore,
  type PaymentEvent,
  type PaymentState,
  type PaymentStatusDetail,
} from './payment';
import {
  type OrderSnapshot,
  PAID_RECORD_TTL_MS,
  type PaymentRecord,
  type PaymentRecordStore,
} from './record';
import { createReporter } from './report';
import { createTabRecord, sameIds, type TabRecord } from './tab-record';
import { fetchTransaction } from './transactions';

/** What the flow needs from the page. */
export interface PaymentFlowOptions {
  client: CorasClient;
  records: PaymentRecordStore;
  /** Which of the visitor's tabs reports a payment's end (`payment-status`, `purchase`). */
  claims: OrderClaims;
  /** The current form and basket. */
  input(): PaymentFlowInput;
  /** Step 2: the form's messages (empty when valid). */
  validate(): Record<string, CheckoutMessage>;
  /** Step 3: the incomplete card fields (empty when complete). */
  checkCard(): Partial<Record<CardField, CheckoutMessage>>;
  /** Step 5: the provider's card confirmation (`useCard().confirm` with the billing details). */
  confirmCard(clientSecret: string): Promise<CardPaymentResult>;
  /** A fresh `Idempotency-Key`. */
  newIdempotencyKey(): string;
  /** Added to the confirmation's `metadata`. */
  metadata?: Record<string, unknown> | undefined;
  /** `payment_type` of add_payment_info (the provider's kind). */
  paymentType: string;
  timers: TimerProvider;
  logger: Logger;
  /** The server refused the details: field name → message (spec 2 §8). */
  onServerErrors(fieldErrors: Record<string, CheckoutMessage>): void;
  /** The payment-status event (spec 2 §4). */
  emitPaymentStatus(detail: PaymentStatusDetail): void;
  emitAnalytics(event: CheckoutAnalyticsEvent): void;
  /** The booking session was cleared after payment: the basket should reload (empty). */
  onSessionCleared(): void;
  /**
   * The server refused the confirmation because holds had already ended (409, code 39): the
   * basket should reload, so the page drops them and tells the visitor which ones (`reservationIds`).
   */
  onHoldsEnded(reservationIds: string[]): void;
  /**
   * The server answered the confirmation 401: the booking session ended (it expired, or the server
   * forgot it) and its holds with it. The page says so rather than 'An error occurred'.
   */
  onSessionEnded(): void;
}

/** What a reload of the page found in the visitor's record. */
export type RestoredPayment =
  | { kind: 'none' }
  /** The order was paid before the reload: show its confirmation, emit nothing again. */
  | { kind: 'paid'; order: OrderSnapshot | undefined; reference: string }
  /** The card was confirmed before the reload: poll the transaction instead of charging again. */
  | { kind: 'resumed' };

/** What the page shows of the flow: the machine's state, a refused card and what a reload found. */
export interface PaymentFlowView {
  payment: PaymentState;
  /** The card was refused: the failure view's detail ('Your card has not been charged'). */
  declined: string | null;
  /** What the tab's record held at mount; `undefined` until {@link PaymentFlow.restore} read it. */
  restored: RestoredPayment | undefined;
}

/** The payment machine of booking-core with the checkout's effects, and what survives a reload. */
export interface PaymentFlow {
  getSnapshot(): PaymentState;
  /** The machine's state with the refused card and the restored record; a new object on change. */
  getView(): PaymentFlowView;
  subscribe(listener: () => void): () => void;
  send(event: PaymentEvent): void;
  /** 'Pay now': a submit, on a fresh payment when the reservations changed since a confirmation. */
  submit(): void;
  /**
   * Reads the visitor's record once, at mount (spec 2 §4: a paid booking is never lost); later
   * calls return what the first one found.
   */
  restore(): RestoredPayment;
  /**
   * Something may have changed elsewhere: another tab wrote the visitor's record, or this tab came
   * back to the visitor. When a card payment of this session's basket is under way or paid there
   * and this page is on its form, the page follows it (polls its transaction) instead of paying
   * again; told that another tab pays the basket, it also asks the server how that payment stands;
   * a tab whose payment another tab's write lost writes it again. Called by the flow itself every
   * `FOLLOW_CHECK_MS` (3 s) while the page awaits another tab's payment.
   */
  follow(): void;
  /**
   * 'Try again' after the failure view: a refused card is forgotten, and after a final failure the
   * failed payment is spent, so the next submit confirms afresh (the server released the
   * reservations back to the basket).
   */
  tryAgain(): void;
  /** 'Check again' after polling gave up with the transaction still pending: poll once more. */
  checkAgain(): void;
  /** The order the success view shows: kept when the reservation was confirmed. */
  order(): OrderSnapshot | undefined;
  /** The page is (again) on screen: timers that fell due while it was away run now. @default started */
  start(): void;
  /**
   * The page went away (unmounted): the flow stops polling and tells nobody anything more, so a
   * page opened again — which resumes from the tab's record — is the only one that reports.
   */
  stop(): void;
}

/**
 * What a reload finds in the visitor's record (spec 2 §4: a paid booking is never lost, never
 * charged twice); `stale` for a record of another session, or of an order paid long ago.
 */
function restoredFrom(
  record: PaymentRecord | undefined,
  session: string | undefined,
  now: number,
): RestoredPayment | 'stale' {
  if (!record) return { kind: 'none' };
  // With the session gone (cleared on payment) only a recent order is this visitor's last one.
  const sameSession =
    session === undefined
      ? !record.paid || now - (record.paid.at ?? 0) < PAID_RECORD_TTL_MS
      : session === record.sessionId;
  if (record.paid && sameSession) {
    return { kind: 'paid', order: record.order, reference: record.paid.reference };
  }
  if (!sameSession || record.paid) return 'stale';
  return record.confirmation && record.cardSent ? { kind: 'resumed' } : { kind: 'none' };
}

/** add_payment_info: the reservations the form pays for, as the card goes (spec: issue #8). */
function addPaymentInfo(input: PaymentFlowInput, paymentType: string): CheckoutAnalyticsEvent {
  const ids = new Set(input.form.reservationIds);
  const items = input.reservations.filter((reservation) => ids.has(reservation.reservation_id));
  return addPaymentInfoEvent(items, items[0]?.currency ?? input.currency, paymentType);
}

/** What the flow's parts share: the page's life, the tab's record, the order on show. */
interface FlowContext {
  options: PaymentFlowOptions;
  page: PausableTimers;
  tab: TabRecord;
  sessionId(): string | undefined;
  /** The order the success view shows: the one confirmed here, followed, or found at a reload. */
  shown: { order: OrderSnapshot | undefined };
  /** The card was refused for good. */
  onDeclined(message: string): void;
}

/**
 * The payment machine with its effects: step 4 (`confirm.ts`), step 5 (`card.ts`), polling, the
 * end of the payment (`report.ts`), and the follower of another tab's payment (`follower.ts`).
 */
function assemble({ options, page, tab, sessionId, shown, onDeclined }: FlowContext) {
  const { client, logger } = options;
  const confirm = createConfirmStep({
    client,
    tab,
    logger,
    metadata: options.metadata,
    onServerErrors: (fieldErrors) => options.onServerErrors(fieldErrors),
    onHoldsEnded: (ids) => options.onHoldsEnded(ids),
    onSessionEnded: () => options.onSessionEnded(),
  });
  const card = createCardStep({
    client,
    tab,
    logger,
    confirmCard: (secret) => options.confirmCard(secret),
    reservationIds: () => options.input().form.reservationIds,
    onHoldsEnded: (ids) => options.onHoldsEnded(ids),
    onDeclined,
  });
  const report = createReporter({
    claims: options.claims,
    tab,
    logger,
    now: () => client.now(),
    order: () => shown.order,
    emitPaymentStatus: (detail) => options.emitPaymentStatus(detail),
    emitAnalytics: (event) => options.emitAnalytics(event),
  });
  // The session the record says `userId`'s confirmation was made in, when the client holds none.
  const confirmedIn = (userId: string) => {
    const record = tab.read();
    return sessionId() === undefined && record?.confirmation?.user_id === userId
      ? record.sessionId
      : undefined;
  };
  const store = createPaymentStore({
    validateForm: () => options.validate(),
    checkCard: () => options.checkCard(),
    confirmReservation: () => {
      const input = options.input();
      shown.order = orderSnapshot(input);
      return confirm(input, shown.order);
    },
    confirmCardPayment: card.confirm,
    fetchTransaction: (userId) =>
      fetchTransaction(client, userId, store.getSnapshot().confirmation?.transaction_id, confirmedIn(userId)),
    clearSession: () => {
      if (!page.active()) return;
      client.session.clear();
      options.onSessionCleared();
    },
    // A stopped page records nothing: the page opened next polls and reports the outcome.
    emitPaymentStatus: (detail) => {
      if (page.active()) report(store.getSnapshot(), detail);
    },
    timers: page.timers,
    logger,
  });
  const follower = createFollower({
    tab,
    timers: page.timers,
    logger,
    active: page.active,
    state: store.getSnapshot,
    sessionId,
    fetchTransaction: (userId, transactionId) =>
      fetchTransaction(client, userId, transactionId, confirmedIn(userId)),
    resume(confirmation, record) {
      // This page's order is the one being paid: the confirmation shows it when it settles.
      shown.order = record?.order ?? shown.order;
      tab.follow(record);
      store.send({ type: 'resume', confirmation });
    },
  });
  return { store, card, follower };
}

/** The page's view of the flow, a new object at each change (`useSyncExternalStore`). */
function createViewStore(state: () => PaymentState) {
  const listeners = new Set<() => void>();
  let view: PaymentFlowView = { payment: state(), declined: null, restored: undefined };
  return {
    get: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(change: Partial<PaymentFlowView> = {}) {
      view = { ...view, payment: state(), ...change };
      for (const listener of [...listeners]) listener();
    },
  };
}

/**
 * Creates the payment flow: booking-core's payment machine (`payment.ts`; spec 2 §4: guard,
 * attempts, validation, card completeness, one confirmation reused on retry, card confirmation,
 * polling 50 × 2 s) with its effects, each in a module of its own:
 * - `confirm.ts`, step 4: the pickups and the confirmation, under the `Idempotency-Key` the record
 *   holds for the same basket and body (a reload, or another tab paying it, cannot confirm twice);
 * - `card.ts`, step 5: the card, marked sent in the record first (a reload then polls rather than
 *   paying again);
 * - `tab-record.ts`: the visitor's record, shared by their tabs: the tab that pays writes its
 *   payment whole at every step, and again when another tab's write lost some of it;
 * - `follower.ts`: a page told that another tab pays the basket (409, code 47) follows that
 *   payment to its end, at every signal and every 3 s, asking the server when the record is silent;
 * - `report.ts`: of all the tabs that see a payment end, the one that claims it ({@link OrderClaims})
 *   emits payment-status and, paid, `purchase`: one conversion per order;
 * - `pausable-timers.ts`: a page that went away tells nobody anything.
 */
export function createPaymentFlow(options: PaymentFlowOptions): PaymentFlow {
  const { client } = options;
  const sessionId = () => client.session.get();
  const page = createPausableTimers(options.timers);
  const tab = createTabRecord({
    records: options.records,
    sessionId,
    pageIds: () => options.input().form.reservationIds,
    newIdempotencyKey: () => options.newIdempotencyKey(),
  });
  const shown: FlowContext['shown'] = { order: undefined };
  const { store, card, follower } = assemble({ options, page, tab, sessionId, shown, onDeclined });
  const view = createViewStore(store.getSnapshot);
  let last = store.getSnapshot();

  /** The card was refused for good: the failure view says so, and so does payment-status. */
  function onDeclined(message: string) {
    view.publish({ declined: message });
    const confirmation = store.getSnapshot().confirmation;
    options.emitPaymentStatus({
      success: false,
      transactionId: confirmation?.transaction_id,
      userId: confirmation?.user_id,
    });
  }

  store.subscribe(() => {
    const next = store.getSnapshot();
    const previous = last;
    last = next;
    const paying = next.status === 'confirming-reservation' || next.status === 'confirming-card';
    if (page.active() && previous.status === 'checking-card' && paying)
      options.emitAnalytics(addPaymentInfo(options.input(), options.paymentType));
    view.publish();
    follower.watch();
  });

  /** A fresh payment: the last one is spent, or it covered other reservations. */
  function startOver(change: Partial<PaymentFlowView> = {}) {
    store.send({ type: 'reset' });
    view.publish(change);
  }

  /** See {@link PaymentFlow.restore}. */
  function restore(): RestoredPayment {
    const record = tab.read();
    const found = restoredFrom(record, sessionId(), client.now());
    if (found === 'stale') {
      tab.clear();
      return { kind: 'none' };
    }
    if (record && found.kind !== 'paid') shown.order = record.order;
    if (found.kind === 'resumed' && record?.confirmation) {
      // This tab made the payment before the reload: it is still its own.
      tab.adopt(record);
      store.send({ type: 'resume', confirmation: record.confirmation });
    }
    return found;
  }

  return {
    getSnapshot: store.getSnapshot,
    getView: view.get,
    subscribe: view.subscribe,
    send: store.send,
    submit() {
      const snapshot = store.getSnapshot();
      if (snapshot.status !== 'editing') return;
      const ids = options.input().form.reservationIds;
      const record = tab.read();
      // Another tab (or this one before a reload) already sent the card of this basket's payment:
      // 'Pay now' follows that payment rather than confirming the card again.
      if (record && sameIds(record.reservationIds, ids) && tab.following(record)) {
        follower.follow();
        return;
      }
      // A confirmation covers the reservations it was made for: after one expired or was removed,
      // or the provider cancelled its payment, the next payment confirms the remaining ones afresh.
      if (card.takeCancelled() || (snapshot.confirmation && record && !sameIds(record.reservationIds, ids))) {
        tab.abandon();
        startOver();
      }
      store.send({ type: 'submit' });
    },
    restore() {
      const known = view.get().restored;
      if (known) return known;
      const restored = restore();
      view.publish({ restored });
      return restored;
    },
    tryAgain() {
      if (store.getSnapshot().status === 'failed') startOver({ declined: null });
      else view.publish({ declined: null });
    },
    checkAgain() {
      const confirmation = store.getSnapshot().confirmation;
      startOver();
      if (confirmation) store.send({ type: 'resume', confirmation });
    },
    follow: () => follower.follow(),
    order: () => shown.order,
    start: page.start,
    stop: page.stop,
  };
}
