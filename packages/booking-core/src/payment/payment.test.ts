import type { ReservationConfirmation, Transaction } from '@coras/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '../adapters/timers';
import {
  createPaymentStore,
  initialPaymentState,
  isProcessing,
  PAYMENT_STATUS_EVENT,
  type PaymentEffects,
  type PaymentEvent,
  type PaymentState,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  paymentStatusDetail,
  paymentTransition,
  transactionOutcome,
} from './payment';

const confirmation: ReservationConfirmation = {
  transaction_id: 'tx-1',
  user_id: 'u-1',
  client_secret: 'pi_1_secret_2',
};
const tx = (status: string): Transaction => ({ reference_id: 'ORD-1', status });
const run = (state: PaymentState, ...events: PaymentEvent[]) => events.reduce(paymentTransition, state);

describe('constants', () => {
  it('poll 50 times every 2000 ms and name the payment-status event', () => {
    expect(POLL_MAX_ATTEMPTS).toBe(50);
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(PAYMENT_STATUS_EVENT).toBe('payment-status');
  });
});

describe('transactionOutcome (spec 2 §4)', () => {
  it.each([
    ['PAID', 'success'],
    ['PENDING', 'pending'],
    ['ADDED', 'pending'],
    ['SUSPENDED', 'pending'],
    [undefined, 'pending'],
    [null, 'pending'],
    ['', 'pending'],
    ['FAILED', 'failure'],
    ['CANCELLED', 'failure'],
    ['paid', 'failure'],
  ] as const)('%s → %s', (status, outcome) => {
    expect(transactionOutcome(status)).toBe(outcome);
  });
});

describe('paymentTransition', () => {
  const toCard = (state: PaymentState) =>
    run(
      state,
      { type: 'submit' },
      { type: 'formValidated', fieldErrors: {} },
      { type: 'cardChecked', cardErrors: {} },
    );

  it('walks steps 1–6 to paid', () => {
    let state = paymentTransition(initialPaymentState, { type: 'submit' });
    expect(state).toMatchObject({ status: 'validating', attempts: 1 });
    expect(isProcessing(state)).toBe(true);
    state = run(state, { type: 'formValidated', fieldErrors: {} });
    expect(state.status).toBe('checking-card');
    state = run(state, { type: 'cardChecked', cardErrors: {} });
    expect(state.status).toBe('confirming-reservation');
    state = run(state, { type: 'reservationConfirmed', confirmation });
    expect(state).toMatchObject({ status: 'confirming-card', confirmation });
    state = run(state, { type: 'cardConfirmed' });
    expect(state).toMatchObject({ status: 'polling', polls: 0 });
    state = run(
      state,
      { type: 'transactionPolled', transaction: tx('PENDING') },
      { type: 'transactionPolled', transaction: tx('PAID') },
    );
    expect(state).toMatchObject({ status: 'paid', polls: 2, transaction: tx('PAID') });
    expect(isProcessing(state)).toBe(false);
    expect(paymentStatusDetail(state)).toEqual({ success: true, transactionId: 'tx-1', userId: 'u-1' });
  });

  it('ignores a second submit while processing (the processing guard)', () => {
    const processing = paymentTransition(initialPaymentState, { type: 'submit' });
    expect(paymentTransition(processing, { type: 'submit' })).toBe(processing);
    const polling = run(
      toCard(initialPaymentState),
      { type: 'reservationConfirmed', confirmation },
      { type: 'cardConfirmed' },
    );
    expect(paymentTransition(polling, { type: 'submit' })).toBe(polling);
  });

  it('clears card errors and counts the attempt on each submit', () => {
    const failedCard = run(
      toCard(initialPaymentState),
      { type: 'reservationConfirmed', confirmation },
      {
        type: 'cardFailed',
        field: 'cvc',
        message: { code: 'text', text: "Your card's security code is incorrect." },
      },
    );
    expect(failedCard).toMatchObject({
      status: 'editing',
      cardErrors: { cvc: { code: 'text', text: "Your card's security code is incorrect." } },
    });
    const again = paymentTransition(
      { ...failedCard, cardError: { code: 'text', text: 'old' } },
      { type: 'submit' },
    );
    expect(again).toMatchObject({ attempts: 2, cardErrors: {}, cardError: undefined });
  });

  it('stops at invalid form fields or incomplete card fields, back to the form', () => {
    const invalid = run(
      initialPaymentState,
      { type: 'submit' },
      { type: 'formValidated', fieldErrors: { terms: { code: 'required' } } },
    );
    expect(invalid).toMatchObject({ status: 'editing', fieldErrors: { terms: { code: 'required' } } });
    const incomplete = run(
      initialPaymentState,
      { type: 'submit' },
      { type: 'formValidated', fieldErrors: {} },
      {
        type: 'cardChecked',
        cardErrors: { expiry: { code: 'text', text: 'Your card’s expiration date is incomplete.' } },
      },
    );
    expect(incomplete).toMatchObject({
      status: 'editing',
      cardErrors: { expiry: { code: 'text', text: 'Your card’s expiration date is incomplete.' } },
    });
  });

  it('shows server field errors, or the card error, when the confirmation fails', () => {
    const state = run(toCard(initialPaymentState), {
      type: 'reservationFailed',
      fieldErrors: { email: { code: 'text', text: 'Invalid' } },
      cardError: undefined,
    });
    expect(state).toMatchObject({
      status: 'editing',
      fieldErrors: { email: { code: 'text', text: 'Invalid' } },
      confirmation: undefined,
    });
    const generic = run(toCard(initialPaymentState), {
      type: 'reservationFailed',
      fieldErrors: {},
      cardError: { code: 'generic' },
    });
    expect(generic.cardError).toEqual({ code: 'generic' });
  });

  it('reuses a confirmed reservation on retry: it never confirms twice', () => {
    const declined = run(
      toCard(initialPaymentState),
      { type: 'reservationConfirmed', confirmation },
      {
        type: 'cardFailed',
        message: { code: 'text', text: 'Your card was declined.' },
      },
    );
    expect(declined).toMatchObject({
      status: 'editing',
      cardError: { code: 'text', text: 'Your card was declined.' },
      confirmation,
    });
    expect(toCard(declined).status).toBe('confirming-card');
  });

  it('fails on a final status, keeps polling on pending or missing, and gives up after 50 calls', () => {
    const polling = run(
      toCard(initialPaymentState),
      { type: 'reservationConfirmed', confirmation },
      { type: 'cardConfirmed' },
    );
    expect(
      paymentTransition(polling, { type: 'transactionPolled', transaction: tx('FAILED') }),
    ).toMatchObject({ status: 'failed', polls: 1 });
    let state = polling;
    for (let call = 1; call < POLL_MAX_ATTEMPTS; call += 1) {
      state = paymentTransition(state, {
        type: 'transactionPolled',
        transaction: call % 2 ? undefined : tx('SUSPENDED'),
      });
    }
    expect(state).toMatchObject({ status: 'polling', polls: 49, transaction: tx('SUSPENDED') });
    state = paymentTransition(state, { type: 'transactionPolled', transaction: tx('ADDED') });
    expect(state).toMatchObject({ status: 'failed', polls: 50 });
    expect(paymentStatusDetail(state)).toEqual({ success: false, transactionId: 'tx-1', userId: 'u-1' });
  });

  it('Try again clears the errors and shows the form; submit waits for it', () => {
    const failed: PaymentState = {
      ...initialPaymentState,
      status: 'failed',
      confirmation,
      fieldErrors: { a: { code: 'text', text: 'b' } },
      cardError: { code: 'text', text: 'x' },
      cardErrors: { cvc: { code: 'text', text: 'y' } },
    };
    expect(paymentTransition(failed, { type: 'submit' })).toBe(failed);
    expect(paymentTransition(failed, { type: 'tryAgain' })).toMatchObject({
      status: 'editing',
      fieldErrors: {},
      cardErrors: {},
      cardError: undefined,
      confirmation,
    });
    expect(paymentTransition(initialPaymentState, { type: 'tryAgain' })).toBe(initialPaymentState);
  });

  it('resumes polling for a reservation confirmed before the page was reopened', () => {
    expect(paymentTransition(initialPaymentState, { type: 'resume', confirmation })).toMatchObject({
      status: 'polling',
      confirmation,
    });
    const processing = paymentTransition(initialPaymentState, { type: 'submit' });
    expect(paymentTransition(processing, { type: 'resume', confirmation })).toBe(processing);
  });

  it('starts a fresh payment from the form or an end, never while a submit runs', () => {
    const failed: PaymentState = { ...initialPaymentState, status: 'failed', attempts: 2, confirmation };
    expect(paymentTransition(failed, { type: 'reset' })).toBe(initialPaymentState);
    const editing: PaymentState = { ...initialPaymentState, attempts: 1, confirmation };
    expect(paymentTransition(editing, { type: 'reset' })).toBe(initialPaymentState);
    const processing = paymentTransition(initialPaymentState, { type: 'submit' });
    expect(paymentTransition(processing, { type: 'reset' })).toBe(processing);
  });

  it('ignores answers that arrive in another status', () => {
    const events: PaymentEvent[] = [
      { type: 'formValidated', fieldErrors: {} },
      { type: 'cardChecked', cardErrors: {} },
      { type: 'reservationConfirmed', confirmation },
      { type: 'reservationFailed', fieldErrors: {} },
      { type: 'cardConfirmed' },
      { type: 'cardFailed', message: { code: 'text', text: 'x' } },
      { type: 'transactionPolled', transaction: tx('PAID') },
    ];
    for (const event of events)
      expect(paymentTransition(initialPaymentState, event), event.type).toBe(initialPaymentState);
  });
});

describe('createPaymentStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function effects(overrides: Partial<PaymentEffects> = {}) {
    return {
      validateForm: vi.fn(() => ({})),
      checkCard: vi.fn(() => ({})),
      confirmReservation: vi.fn(async () => ({ confirmation })),
      confirmCardPayment: vi.fn(async () => ({ ok: true as const })),
      fetchTransaction: vi.fn(async () => tx('PAID')),
      clearSession: vi.fn(),
      emitPaymentStatus: vi.fn(),
      timers: globalTimers,
      logger: { warn: vi.fn(), error: vi.fn() },
      ...overrides,
    };
  }

  it('pays: confirms the reservation and the card with its secret, clears the session, emits success', async () => {
    const fx = effects();
    const store = createPaymentStore(fx);
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('paid');
    expect(fx.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2');
    expect(fx.fetchTransaction).toHaveBeenCalledWith('u-1');
    expect(fx.clearSession).toHaveBeenCalledTimes(1);
    expect(fx.emitPaymentStatus).toHaveBeenCalledExactlyOnceWith({
      success: true,
      transactionId: 'tx-1',
      userId: 'u-1',
    });
  });

  it('a double click on Pay now pays once', async () => {
    const fx = effects();
    const store = createPaymentStore(fx);
    store.send({ type: 'submit' });
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(fx.confirmReservation).toHaveBeenCalledTimes(1);
    expect(fx.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().attempts).toBe(1);
  });

  it('polls every 2000 ms until PAID, with failed calls counting as missing', async () => {
    const answers = [
      Promise.reject(new Error('503')),
      Promise.resolve(tx('PENDING')),
      Promise.resolve(tx('PAID')),
    ];
    for (const answer of answers) answer.catch(() => undefined);
    const fx = effects({ fetchTransaction: vi.fn(() => answers.shift() as Promise<Transaction>) });
    const store = createPaymentStore(fx);
    store.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fx.fetchTransaction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fx.fetchTransaction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fx.fetchTransaction).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fx.fetchTransaction).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toMatchObject({ status: 'paid', polls: 3 });
    expect(fx.logger.warn).toHaveBeenCalledWith('Transaction poll failed', expect.any(Error));
  });

  it('gives up after 50 calls, emits failure, and keeps the session', async () => {
    const fx = effects({ fetchTransaction: vi.fn(async () => tx('PENDING')) });
    const store = createPaymentStore(fx);
    store.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(49 * POLL_INTERVAL_MS);
    expect(store.getSnapshot().status).toBe('failed');
    expect(fx.fetchTransaction).toHaveBeenCalledTimes(50);
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fx.fetchTransaction).toHaveBeenCalledTimes(50);
    expect(fx.clearSession).not.toHaveBeenCalled();
    expect(fx.emitPaymentStatus).toHaveBeenCalledExactlyOnceWith({
      success: false,
      transactionId: 'tx-1',
      userId: 'u-1',
    });
  });

  it('a declined card returns to the form; the retry reuses the confirmation', async () => {
    const confirmCardPayment = vi
      .fn<PaymentEffects['confirmCardPayment']>()
      .mockResolvedValueOnce({
        ok: false,
        field: 'number',
        message: { code: 'text', text: 'Your card was declined.' },
      })
      .mockResolvedValueOnce({ ok: true });
    const fx = effects({ confirmCardPayment });
    const store = createPaymentStore(fx);
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot()).toMatchObject({
      status: 'editing',
      cardErrors: { number: { code: 'text', text: 'Your card was declined.' } },
    });
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('paid');
    expect(fx.confirmReservation).toHaveBeenCalledTimes(1);
    expect(confirmCardPayment).toHaveBeenCalledTimes(2);
  });

  it('stops before any call when the form or the card is not ready', async () => {
    const invalid = effects({ validateForm: vi.fn(() => ({ terms: { code: 'required' } as const })) });
    const store = createPaymentStore(invalid);
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot()).toMatchObject({
      status: 'editing',
      fieldErrors: { terms: { code: 'required' } },
    });
    expect(invalid.checkCard).not.toHaveBeenCalled();
    const incomplete = effects({
      checkCard: vi.fn(async () => ({ cvc: { code: 'text', text: 'incomplete' } as const })),
    });
    const second = createPaymentStore(incomplete);
    second.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(second.getSnapshot().cardErrors).toEqual({ cvc: { code: 'text', text: 'incomplete' } });
    expect(incomplete.confirmReservation).not.toHaveBeenCalled();
  });

  it('maps a failed confirmation answer onto the form', async () => {
    const fx = effects({
      confirmReservation: vi.fn(async () => ({
        fieldErrors: { email: { code: 'text', text: 'Taken' } as const },
      })),
    });
    const store = createPaymentStore(fx);
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot()).toMatchObject({
      status: 'editing',
      fieldErrors: { email: { code: 'text', text: 'Taken' } },
    });
    expect(fx.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('turns thrown effects into the unexpected-error message and logs them', async () => {
    const boom = () => {
      throw new Error('boom');
    };
    const cases: [Partial<PaymentEffects>, Partial<PaymentState>][] = [
      [{ validateForm: boom }, { fieldErrors: { form: { code: 'unexpected' } } }],
      [{ checkCard: boom }, { cardErrors: { number: { code: 'unexpected' } } }],
      [{ confirmReservation: vi.fn(async () => boom()) }, { cardError: { code: 'unexpected' } }],
      [{ confirmCardPayment: vi.fn(async () => boom()) }, { cardError: { code: 'unexpected' } }],
    ];
    for (const [overrides, expected] of cases) {
      const fx = effects(overrides);
      const store = createPaymentStore(fx);
      store.send({ type: 'submit' });
      await vi.runAllTimersAsync();
      expect(store.getSnapshot()).toMatchObject({ status: 'editing', ...expected });
      expect(fx.logger.error).toHaveBeenCalledTimes(1);
    }
  });

  it('resumes polling after a reload without confirming or charging again', async () => {
    const fx = effects();
    const store = createPaymentStore(fx);
    store.send({ type: 'resume', confirmation });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('paid');
    expect(fx.confirmReservation).not.toHaveBeenCalled();
    expect(fx.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('works without a logger', async () => {
    const { logger: _logger, ...rest } = effects({ validateForm: () => Promise.reject(new Error('x')) });
    const store = createPaymentStore(rest);
    store.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status).toBe('editing');
  });
});
