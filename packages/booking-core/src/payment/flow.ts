import {
  type CorasClient,
  type CountryEntry,
  type CurrencyCode,
  confirmReservations,
  type Reservation,
  type ReservationConfirmation,
  type ReservationConfirmRequest,
  type Transaction,
} from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import type { TimerProvider } from '../adapters/timers';
import type { CheckoutAnalyticsEvent } from '../analytics/analytics';
import { addPaymentInfoEvent, purchaseEvent } from '../analytics/orderEvents';
import type { CardField } from '../checkout/card-errors';
import type { CheckoutForm, CheckoutValues } from '../checkout/form';
import type { CheckoutMessage } from '../checkout/messages';
import { attendeeTickets, buildConfirmRequest, pickupUpdates } from '../checkout/payload';
import { mapServerErrors } from '../checkout/server-errors';
import {
  createPaymentStore,
  type PaymentEvent,
  type PaymentState,
  type PaymentStatusDetail,
  transactionOutcome,
} from './payment';
import {
  type OrderItem,
  type OrderSnapshot,
  PAID_RECORD_TTL_MS,
  type PaymentRecord,
  type PaymentRecordStore,
} from './record';

/**
 * How a card payment ended. `failed` carries the message to show and, for a card error, the field
 * it belongs to; anything else (configuration, network) has no field and shows as a general error.
 */
export type CardPaymentResult =
  | { status: 'succeeded' }
  | { status: 'failed'; message: string; field?: CardField | undefined; code?: string | undefined };

/** The form and basket at the moment a step needs them. */
export interface PaymentFlowInput {
  form: CheckoutForm;
  values: CheckoutValues;
  /** The basket's reservations being paid for (attendees, the order's cards and value). */
  reservations: readonly Reservation[];
  countries: readonly CountryEntry[];
  /** The basket's currency. */
  currency: CurrencyCode;
}

/** What the flow needs from the page. */
export interface PaymentFlowOptions {
  client: CorasClient;
  records: PaymentRecordStore;
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
   * The visitor's record changed (another tab wrote it), or this tab was told another one pays the
   * basket: when a card payment of this session's basket is under way or paid there and this page
   * is on its form, the page follows it (polls its transaction) instead of paying again.
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

/** The API's code for a reservation that expired or was released (sandbox README, 'Error codes'). */
const HOLD_ENDED = 39;
/** The API's code for a basket another confirmation is already paying (409; sandbox README). */
const BASKET_BEING_PAID = 47;

/**
 * Provider codes of a payment cancelled before any charge because its holds were gone (the
 * sandbox's card stand-in, see the contract's sandbox-payments tag).
 */
const CANCELLED_BEFORE_CHARGE = /^(reservation_gone|authentication_timeout)$/;

/** Codes of refusals the visitor cannot fix on a field: the failure view (the card is not charged). */
const FIELD_FIXABLE = /^(incomplete|invalid|incorrect)_|^expired_card$/;

/** A short, non-cryptographic fingerprint of a request body (cyrb53), so no personal data is stored. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

function orderItem(reservation: Reservation): OrderItem {
  return {
    reservation_id: reservation.reservation_id,
    attraction_id: reservation.attraction_id,
    attraction_name: reservation.attraction_name,
    option_name: reservation.option_name,
    number_of_tickets: reservation.number_of_tickets,
    total_price: reservation.total_price,
    currency: reservation.currency,
    start_datetime: reservation.start_datetime,
    timezone: reservation.timezone,
    location_name: reservation.location_name,
    city: reservation.city,
    image: reservation.media?.[0],
  };
}

/** The order of the reservations being paid for, as the confirmation shows it. */
export function orderSnapshot(input: PaymentFlowInput): OrderSnapshot {
  const ids = new Set(input.form.reservationIds);
  const items = input.reservations.filter((reservation) => ids.has(reservation.reservation_id));
  const email = input.values.email;
  return {
    email: typeof email === 'string' ? email.trim() : '',
    items: items.map(orderItem),
    currency: items[0]?.currency ?? input.currency,
    total: items.reduce((sum, item) => sum + item.total_price, 0),
  };
}

/**
 * Places the server's field errors on the form's fields (spec 2 §8): booking-core's
 * `mapServerErrors`, then the names it derives from a per-ticket key
 * (`reservation_data.{id}.ticket_{ticketId}_{requirement}` → `reservation_{id}_ticket_{ticketId}_{requirement}`)
 * resolved to the form's field. A message that lands on no field of the form is logged; when none
 * lands, the generic message ('An error occurred. Please try again.') shows.
 */
export function placeServerErrors(
  errors: Readonly<Record<string, string>> | undefined,
  form: CheckoutForm,
  reservations: readonly Pick<Reservation, 'reservation_id' | 'tickets'>[],
  logger: Logger,
): { fieldErrors: Record<string, CheckoutMessage>; cardError: CheckoutMessage | undefined } {
  const mapped = mapServerErrors(errors, attendeeTickets(reservations));
  const names = new Set(form.fields.map((field) => field.name));
  const aliases = new Map<string, string>();
  for (const field of form.fields) {
    if (field.requirement) {
      aliases.set(
        field.name.slice(0, field.name.length - field.field.length) + field.requirement,
        field.name,
      );
    }
  }
  const fieldErrors: Record<string, CheckoutMessage> = {};
  const unplaced: Record<string, string> = { ...mapped.unmapped };
  for (const [name, message] of Object.entries(mapped.fieldErrors)) {
    const target = names.has(name) ? name : aliases.get(name);
    if (target && !(target in fieldErrors)) fieldErrors[target] = message;
    else if (!target) unplaced[name] = message.code === 'text' ? message.text : message.code;
  }
  if (Object.keys(unplaced).length > 0) logger.warn('Checkout: server errors with no field', unplaced);
  return {
    fieldErrors,
    cardError: Object.keys(fieldErrors).length === 0 ? { code: 'generic' } : undefined,
  };
}

/**
 * Creates the payment flow: booking-core's payment machine (spec 2 §4: guard, attempts, validation,
 * card completeness, one confirmation reused on retry, card confirmation, polling 50 × 2 s) with
 * real effects, and a record in the visitor's storage (shared by their tabs) so that neither a
 * reload nor a second tab charges twice or loses a paid booking:
 * - the `Idempotency-Key` of the confirmation is stored before it is sent and reused while the
 *   request is the same, so a retry after a reload, or the same basket paid in another tab, cannot
 *   confirm twice; a basket another confirmation already pays (409, code 47) shows
 *   'already being paid' and the page follows that payment as soon as its card is sent;
 * - the confirmation is stored and reused instead of confirming again;
 * - once the card confirmation was sent, a reload polls the transaction instead of paying;
 * - `purchase` goes to analytics once per paid order, marked in the record before it is sent.
 */
export function createPaymentFlow(options: PaymentFlowOptions): PaymentFlow {
  const { client, records, logger } = options;
  let order: OrderSnapshot | undefined;
  /** The provider cancelled the payment of the stored confirmation: the next submit confirms afresh. */
  let cancelled = false;
  // Stopped, the flow holds its timers instead of running them: React's StrictMode rehearses an
  // unmount and mounts again at once (start() runs what fell due), while a real unmount never
  // starts it again and the page opened next resumes from the record.
  let active = true;
  let nextTimer = 0;
  const held = new Map<number, () => void>();
  const handles = new Map<number, unknown>();
  const timers: TimerProvider = {
    setTimeout(callback, ms) {
      nextTimer += 1;
      const id = nextTimer;
      handles.set(
        id,
        options.timers.setTimeout(() => {
          handles.delete(id);
          if (active) callback();
          else held.set(id, callback);
        }, ms),
      );
      return id;
    },
    clearTimeout(id) {
      const key = id as number;
      if (handles.has(key)) options.timers.clearTimeout(handles.get(key));
      handles.delete(key);
      held.delete(key);
    },
  };
  let store = makeStore();
  let unsubscribe = store.subscribe(onChange);
  let last = store.getSnapshot();
  const listeners = new Set<() => void>();
  let view: PaymentFlowView = { payment: last, declined: null, restored: undefined };

  /** Publishes a new view to the listeners. */
  function publish(change: Partial<PaymentFlowView>) {
    view = { ...view, payment: store.getSnapshot(), ...change };
    for (const listener of [...listeners]) listener();
  }

  function onChange() {
    const next = store.getSnapshot();
    const previous = last;
    last = next;
    if (
      active &&
      previous.status === 'checking-card' &&
      (next.status === 'confirming-reservation' || next.status === 'confirming-card')
    ) {
      const input = options.input();
      const ids = new Set(input.form.reservationIds);
      const items = input.reservations.filter((reservation) => ids.has(reservation.reservation_id));
      options.emitAnalytics(
        addPaymentInfoEvent(items, items[0]?.currency ?? input.currency, options.paymentType),
      );
    }
    publish({});
    // Told another tab pays this basket: follow it at once if its card payment is already under way.
    if (
      previous.status === 'confirming-reservation' &&
      next.status === 'editing' &&
      next.cardError?.code === 'basketBeingPaid'
    ) {
      follow();
    }
  }

  /** The record holds a card payment of this session's basket that was sent, or paid. */
  function following(record: PaymentRecord): boolean {
    const current = sessionId();
    return (
      record.confirmation !== undefined &&
      (record.cardSent === true || record.paid !== undefined) &&
      (current === undefined || current === record.sessionId)
    );
  }

  /** See {@link PaymentFlow.follow}. */
  function follow() {
    if (!active || store.getSnapshot().status !== 'editing') return;
    const record = records.read();
    if (!record?.confirmation || !following(record)) return;
    // This page's order is the one being paid: the confirmation shows it when it settles.
    order = record.order ?? order;
    store.send({ type: 'resume', confirmation: record.confirmation });
  }

  function replaceStore(change: Partial<PaymentFlowView> = {}) {
    unsubscribe();
    store = makeStore();
    unsubscribe = store.subscribe(onChange);
    last = store.getSnapshot();
    publish(change);
  }

  const sessionId = () => client.session.get();

  /** A stored confirmation this submit may reuse: same session (or none left) and same reservations. */
  function reusableConfirmation(ids: readonly string[]): ReservationConfirmation | undefined {
    const record = records.read();
    if (!record?.confirmation || !sameIds(record.reservationIds, ids)) return undefined;
    const current = sessionId();
    return current === undefined || current === record.sessionId ? record.confirmation : undefined;
  }

  async function sendPickups(input: PaymentFlowInput) {
    // spec 2 §7: PATCH per reservation with a chosen pickup point; errors are only logged.
    await Promise.all(
      pickupUpdates(input.form, input.values).map(async ({ reservationId, body }) => {
        try {
          const { error } = await client.PATCH('/{api_version}/reservations/{reservation_id}', {
            params: { path: { reservation_id: reservationId } },
            body,
          });
          if (error)
            logger.error(`Checkout: the pickup of reservation ${reservationId} was not saved`, error);
        } catch (error) {
          logger.error(`Checkout: the pickup of reservation ${reservationId} was not saved`, error);
        }
      }),
    );
  }

  /** Those of `ids` the basket on the server no longer holds (none when it cannot tell). */
  async function noLongerHeld(ids: readonly string[]): Promise<string[]> {
    try {
      const { data } = await client.GET('/{api_version}/reservations');
      if (!data) return [];
      const held = new Set(data.reservations.map((reservation) => reservation.reservation_id));
      return ids.filter((id) => !held.has(id));
    } catch {
      return [];
    }
  }

  /**
   * The key of this confirmation: the one the record holds for the same basket and body — written
   * by this tab before a reload, or by another tab of the visitor paying the same basket — else a
   * new one, stored before the call so a reload while it is in flight sends it again. Answers the
   * record it replaced too, to put back if the server says another payment owns the basket.
   */
  function idempotencyKeyFor(
    body: ReservationConfirmRequest,
    ids: readonly string[],
  ): { key: string; replaced: PaymentRecord | undefined } {
    const print = fingerprint(JSON.stringify(body));
    const record = records.read();
    const sameRequest =
      record?.idempotency?.body === print &&
      record.sessionId === sessionId() &&
      sameIds(record.reservationIds, ids);
    if (sameRequest && record.idempotency) return { key: record.idempotency.key, replaced: undefined };
    const key = options.newIdempotencyKey();
    records.write({
      version: 1,
      sessionId: sessionId(),
      reservationIds: [...ids],
      idempotency: { key, body: print },
    });
    return { key, replaced: record };
  }

  async function confirmReservation() {
    const input = options.input();
    const ids = input.form.reservationIds;
    const stored = reusableConfirmation(ids);
    order = orderSnapshot(input);
    if (stored) {
      records.update({ order });
      return { confirmation: stored };
    }
    await sendPickups(input);
    const request = buildConfirmRequest({
      form: input.form,
      values: input.values,
      reservations: input.reservations,
      countries: input.countries,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    });
    const { key: idempotencyKey, replaced } = idempotencyKeyFor(request, ids);
    const { data, error } = await confirmReservations(client, request, { idempotencyKey });
    if (data) {
      records.update({ confirmation: data, cardSent: false, order });
      return { confirmation: data };
    }
    const beingPaid = error.kind === 'http' && error.status === 409 && error.code === BASKET_BEING_PAID;
    // A refusal (4xx) created nothing: the next attempt needs a key of its own. After a network
    // failure or a 5xx the outcome is unknown, so the key stays for the retry. The record is only
    // touched while it still holds this call's key: another tab may have written it since.
    if (
      error.kind === 'http' &&
      error.status !== undefined &&
      error.status < 500 &&
      records.read()?.idempotency?.key === idempotencyKey
    ) {
      // Another tab pays this basket: its record (the key it sent) comes back, so that this tab
      // and a reload of that one still send that key.
      if (beingPaid && replaced) records.write(replaced);
      else records.update({ idempotency: undefined });
    }
    if (beingPaid) {
      logger.warn('Checkout: this basket is already being paid in another tab or window', error);
      return { fieldErrors: {}, cardError: { code: 'basketBeingPaid' } as const };
    }
    if (error.kind === 'http' && error.status === 401) {
      logger.warn('Checkout: the booking session ended before the order was confirmed', error);
      options.onSessionEnded();
      return { fieldErrors: {} };
    }
    const ended =
      error.kind === 'http' && error.status === 409 && error.code === HOLD_ENDED
        ? await noLongerHeld(ids)
        : [];
    if (ended.length > 0) {
      // spec 2 §2: a hold ran out on the server before the page's countdown said so (a throttled
      // background tab, a clock apart): the reloaded basket leaves it out and the page names it,
      // which tells the visitor more than 'An error occurred'.
      logger.warn('Checkout: a reservation had expired when the order was confirmed', error);
      options.onHoldsEnded(ended);
      return { fieldErrors: {} };
    }
    const placed = placeServerErrors(error.fieldErrors, input.form, input.reservations, logger);
    options.onServerErrors(placed.fieldErrors);
    return placed;
  }

  async function confirmCardPayment(clientSecret: string) {
    records.update({ cardSent: true });
    const result = await options.confirmCard(clientSecret);
    if (result.status === 'succeeded') return { ok: true as const };
    // Refused: nothing was charged and the payment stays open for another card.
    records.update({ cardSent: false });
    if (result.code && CANCELLED_BEFORE_CHARGE.test(result.code)) {
      // The provider cancelled the payment because its holds were gone (expired, removed, or
      // released after an unfinished authentication): this confirmation is spent, and the page
      // names the holds that ended rather than offering the same dead payment again.
      records.update({ confirmation: undefined, idempotency: undefined });
      cancelled = true;
      const ended = await noLongerHeld(options.input().form.reservationIds);
      logger.warn('Checkout: the payment was cancelled before any charge', result);
      if (ended.length > 0) options.onHoldsEnded(ended);
      return { ok: false as const, message: { code: 'generic' } as const };
    }
    if (result.field && !(result.code && !FIELD_FIXABLE.test(result.code))) {
      return {
        ok: false as const,
        field: result.field,
        message: { code: 'text', text: result.message } as const,
      };
    }
    publish({ declined: result.message });
    const snapshot = store.getSnapshot();
    options.emitPaymentStatus({
      success: false,
      transactionId: snapshot.confirmation?.transaction_id,
      userId: snapshot.confirmation?.user_id,
    });
    return { ok: false as const, message: { code: 'text', text: result.message } as const };
  }

  async function fetchTransaction(userId: string): Promise<Transaction | undefined> {
    const { data, error } = await client.GET('/{api_version}/users/{customer_id}/transactions', {
      params: { path: { customer_id: userId } },
    });
    if (error) throw error;
    const wanted = store.getSnapshot().confirmation?.transaction_id;
    return (
      data.transactions.find((transaction) => transaction.transaction_id === wanted) ?? data.transactions[0]
    );
  }

  function paid(snapshot: PaymentState) {
    const reference = snapshot.transaction?.reference_id ?? '';
    const record: PaymentRecord = records.read() ?? {
      version: 1,
      sessionId: undefined,
      reservationIds: [],
    };
    const finalOrder = order ?? record.order;
    const alreadySent = record.purchaseSent === true;
    // Marked before it is sent: a reload after this point never sends it again.
    records.write({
      ...record,
      order: finalOrder,
      paid: { reference, at: client.now() },
      purchaseSent: true,
    });
    if (!alreadySent && finalOrder) {
      options.emitAnalytics(purchaseEvent(finalOrder.items, finalOrder.currency, reference));
    }
  }

  function makeStore() {
    const created = createPaymentStore({
      validateForm: () => options.validate(),
      checkCard: () => options.checkCard(),
      confirmReservation,
      confirmCardPayment,
      fetchTransaction,
      clearSession: () => {
        if (!active) return;
        client.session.clear();
        options.onSessionCleared();
      },
      emitPaymentStatus: (detail) => {
        // A stopped page records nothing: the page opened next polls and reports the outcome.
        if (!active) return;
        const snapshot = created.getSnapshot();
        if (detail.success) paid(snapshot);
        else if (transactionOutcome(snapshot.transaction?.status) === 'failure') {
          // A final failure: this payment is spent (the reservations return to the basket).
          records.update({ confirmation: undefined, idempotency: undefined, cardSent: false });
        }
        options.emitPaymentStatus(detail);
      },
      timers,
      logger,
    });
    return created;
  }

  function restore(): RestoredPayment {
    const record = records.read();
    if (!record) return { kind: 'none' };
    const current = sessionId();
    // With the session gone (cleared on payment) only a recent order is this visitor's last one.
    const sameSession =
      current === undefined
        ? !record.paid || client.now() - (record.paid.at ?? 0) < PAID_RECORD_TTL_MS
        : current === record.sessionId;
    if (record.paid && sameSession) {
      return { kind: 'paid', order: record.order, reference: record.paid.reference };
    }
    if (!sameSession || record.paid) {
      records.clear();
      return { kind: 'none' };
    }
    order = record.order;
    if (record.confirmation && record.cardSent) {
      store.send({ type: 'resume', confirmation: record.confirmation });
      return { kind: 'resumed' };
    }
    return { kind: 'none' };
  }

  return {
    getSnapshot: () => store.getSnapshot(),
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send: (event) => store.send(event),
    submit() {
      const snapshot = store.getSnapshot();
      if (snapshot.status !== 'editing') return;
      const ids = options.input().form.reservationIds;
      const record = records.read();
      // Another tab (or this one before a reload) already sent the card of this basket's payment:
      // 'Pay now' follows that payment rather than confirming the card again.
      if (record && sameIds(record.reservationIds, ids) && following(record)) {
        follow();
        return;
      }
      // A confirmation covers the reservations it was made for: after one expired or was removed,
      // or the provider cancelled its payment, the next payment confirms the remaining ones afresh.
      if (cancelled || (snapshot.confirmation && record && !sameIds(record.reservationIds, ids))) {
        cancelled = false;
        records.update({ confirmation: undefined, idempotency: undefined, cardSent: false });
        replaceStore();
      }
      store.send({ type: 'submit' });
    },
    restore() {
      if (view.restored) return view.restored;
      const restored = restore();
      publish({ restored });
      return restored;
    },
    tryAgain() {
      if (store.getSnapshot().status === 'failed') replaceStore({ declined: null });
      else publish({ declined: null });
    },
    checkAgain() {
      const confirmation = store.getSnapshot().confirmation;
      replaceStore();
      if (confirmation) store.send({ type: 'resume', confirmation });
    },
    follow,
    order: () => order,
    start() {
      active = true;
      const due = [...held.values()];
      held.clear();
      for (const callback of due) callback();
    },
    stop() {
      active = false;
    },
  };
}
