import { confirmReservations, listReservations } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buyer, hold, openSession, setup, type TestSandbox, TOMORROW } from '../../test/helpers';
import { checkCard, TEST_CARDS } from './cards';

const DELAY = 2000;
const card = (
  number: string,
  extra: Partial<{ exp_month: number | string; exp_year: number | string; cvc: string }> = {},
) => ({
  card: { number, exp_month: 12, exp_year: 2030, cvc: '123', ...extra },
});

/** A confirmed basket of one walking-tour ticket: its client secret, user and reservation. */
async function confirmedBasket(t: TestSandbox) {
  const client = t.newClient();
  await openSession(client);
  const { reservation } = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW);
  const { data, error } = await confirmReservations(client, buyer([reservation.reservation_id]));
  if (!data) throw error;
  const transactions = async () =>
    (
      await client.GET('/{api_version}/users/{customer_id}/transactions', {
        params: { path: { customer_id: data.user_id } },
      })
    ).data?.transactions ?? [];
  const pay = (body: unknown) =>
    t.call<Record<string, unknown>>('POST', `/sandbox/payments/${data.client_secret}/confirm`, { body });
  return { client, reservation, secret: data.client_secret, transactions, pay };
}

describe('card payment stand-in', () => {
  const t = setup({ paymentDelayMs: DELAY });
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('4242 4242 4242 4242 succeeds; the transaction is PENDING, then PAID after the delay', async () => {
    const basket = await confirmedBasket(t);
    expect((await basket.transactions())[0]?.status).toBe('ADDED');
    const { status, body } = await basket.pay(card('4242 4242 4242 4242'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'succeeded',
      object: 'payment_intent',
      next_action: null,
      currency: 'eur',
    });
    expect((await basket.transactions())[0]?.status).toBe('PENDING');
    t.clock.advance(DELAY - 1);
    expect((await basket.transactions())[0]?.status).toBe('PENDING');
    t.clock.advance(1);
    expect((await basket.transactions())[0]?.status).toBe('PAID');
    // Paid tickets leave the basket and never come back to stock.
    expect((await listReservations(basket.client)).data?.reservations).toEqual([]);
    t.clock.advance(60 * 60_000);
    await basket.transactions();
    expect(t.sandbox.state.reservations.get(basket.reservation.reservation_id)?.status).toBe('sold');
  });

  it('confirms a client secret only once', async () => {
    const basket = await confirmedBasket(t);
    expect((await basket.pay(card('4242424242424242'))).status).toBe(200);
    const again = await basket.pay(card('4242424242424242'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', undefined],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', undefined],
    ['4000 0000 0000 0069', 'expired_card', undefined, 'exp_month'],
    ['4000 0000 0000 0127', 'incorrect_cvc', undefined, 'cvc'],
    ['4000 0000 0000 0119', 'processing_error', undefined, undefined],
    ['4111 1111 1111 1111', 'card_declined', 'test_mode_live_card', undefined],
  ])(
    '%s is declined (%s) and leaves the payment open for another card',
    async (number, code, declineCode, param) => {
      const basket = await confirmedBasket(t);
      const { status, body } = await basket.pay(card(number));
      expect(status).toBe(402);
      expect(body.error).toEqual({
        type: 'card_error',
        code,
        message: expect.any(String),
        ...(declineCode ? { decline_code: declineCode } : {}),
        ...(param ? { param } : {}),
      });
      expect((await basket.transactions())[0]?.status).toBe('ADDED');
      expect((await basket.pay(card('4242424242424242'))).status).toBe(200);
    },
  );

  it('4000 0027 6000 3184 asks for authentication; completing it pays, failing it declines', async () => {
    const basket = await confirmedBasket(t);
    const { status, body } = await basket.pay(card('4000002760003184'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: `http://sandbox.test/sandbox/payments/${basket.secret}/authenticate` },
      },
    });
    expect((await basket.transactions())[0]?.status).toBe('SUSPENDED');
    const page = await t.call('GET', `/sandbox/payments/${basket.secret}/authenticate`);
    expect(page.text).toContain('Complete authentication');
    const failed = await t.call<Record<string, unknown>>(
      'POST',
      `/sandbox/payments/${basket.secret}/authenticate`,
      { body: { outcome: 'fail' } },
    );
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ error: { code: 'payment_intent_authentication_failure' } });
    expect((await basket.transactions())[0]?.status).toBe('ADDED');

    expect((await basket.pay(card('4000002760003184'))).body).toMatchObject({ status: 'requires_action' });
    const form = await t.sandbox.fetch(
      new Request(`http://sandbox.test/sandbox/payments/${basket.secret}/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'outcome=complete',
      }),
    );
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Authentication complete');
    t.clock.advance(DELAY);
    expect((await basket.transactions())[0]?.status).toBe('PAID');
  });

  it('4000 0000 0000 0341 is accepted, then the transaction ends FAILED and the hold returns', async () => {
    const basket = await confirmedBasket(t);
    expect((await basket.pay(card('4000000000000341'))).body).toMatchObject({ status: 'succeeded' });
    expect((await basket.transactions())[0]?.status).toBe('PENDING');
    t.clock.advance(DELAY);
    expect((await basket.transactions())[0]?.status).toBe('FAILED');
    expect((await listReservations(basket.client)).data?.reservations.map((r) => r.reservation_id)).toEqual([
      basket.reservation.reservation_id,
    ]);
  });

  it('keeps a hold alive while its payment authenticates and settles', async () => {
    const short = setup({ paymentDelayMs: DELAY, holdTtlMs: 5 * 60_000 });
    const basket = await confirmedBasket(short);
    await basket.pay(card('4000002760003184'));
    short.clock.advance(10 * 60_000);
    await short.call('POST', `/sandbox/payments/${basket.secret}/authenticate`, {
      body: { outcome: 'complete' },
    });
    short.clock.advance(DELAY);
    expect((await basket.transactions())[0]?.status).toBe('PAID');
  });

  it('answers 404 for an unknown secret and 400 without a card', async () => {
    expect(
      (await t.call('POST', '/sandbox/payments/pi_x_secret_y/confirm', { body: card('4242424242424242') }))
        .status,
    ).toBe(404);
    const basket = await confirmedBasket(t);
    const missing = await basket.pay({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { code: 'parameter_missing', param: 'card' } });
  });

  it.each([
    ['a number as the CVC', card('4242424242424242', { cvc: 123 as unknown as string }), 'card.cvc'],
    ['a card that is a string', { card: '4242 4242 4242 4242' }, 'card'],
    [
      'an expiry month that is an object',
      card('4242424242424242', { exp_month: {} as unknown as number }),
      'card.exp_month',
    ],
    ['a body that is not JSON', '{"card": {"number": ', 'body'],
  ])('answers %s in the provider’s error shape, and the payment stays open', async (_name, body, param) => {
    const basket = await confirmedBasket(t);
    const { status, body: answer } = await basket.pay(body);
    expect(status).toBe(400);
    expect(answer).toEqual({
      error: { type: 'invalid_request_error', code: 'parameter_invalid', param, message: expect.any(String) },
    });
    expect((await basket.pay(card('4242424242424242'))).status).toBe(200);
  });

  it('lists a customer’s transactions only to the booking session that confirmed them', async () => {
    const basket = await confirmedBasket(t);
    const [own] = await basket.transactions();
    expect(own?.status).toBe('ADDED');
    const userId = t.sandbox.state.transactions.bySecret(basket.secret)?.userId ?? '';
    const path = `/v2/users/${userId}/transactions`;
    // The user id alone (it travels in the checkout's events) shows nothing.
    const anonymous = await t.call<{ code: number }>('GET', path);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.code).toBe(44);
    const stranger = t.newClient();
    const strangerSession = await openSession(stranger);
    expect((await t.call('GET', path, { headers: { 'Booking-Session': strangerSession } })).status).toBe(404);
    // The same customer (one email) paying in another session sees only that session's order there.
    const later = await confirmedBasket(t);
    const [latest] = await later.transactions();
    expect(t.sandbox.state.transactions.bySecret(later.secret)?.userId).toBe(userId);
    expect(latest?.transaction_id).not.toBe(own?.transaction_id);
    expect((await later.transactions()).map((record) => record.transaction_id)).toEqual([
      latest?.transaction_id,
    ]);
    expect((await basket.transactions()).map((record) => record.transaction_id)).toEqual([
      own?.transaction_id,
    ]);
  });

  it('shows the payment as the provider would', async () => {
    const basket = await confirmedBasket(t);
    await basket.pay(card('4242424242424242'));
    const { body } = await t.call('GET', `/sandbox/payments/${basket.secret}`);
    expect(body).toMatchObject({ status: 'succeeded', transaction_status: 'PENDING', last4: '4242' });
  });
});

describe('card checks', () => {
  const now = Date.parse('2026-05-01T09:00:00Z');
  const base = { number: '4242424242424242', exp_month: 12, exp_year: 30, cvc: '123' };

  it.each([
    [{ number: '4242 4242' }, 'incomplete_number', 'number'],
    [{ number: '4242 4242 4242 4241' }, 'incorrect_number', 'number'],
    [{ number: '4242-abcd' }, 'invalid_number', 'number'],
    [{ exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
    [{ exp_month: 4, exp_year: 2026 }, 'invalid_expiry_year_past', 'exp_year'],
    [{ exp_year: 'soon' }, 'invalid_expiry_year', 'exp_year'],
    [{ cvc: '12' }, 'incomplete_cvc', 'cvc'],
  ])('%o is refused with %s on %s', (change, code, param) => {
    expect(checkCard({ ...base, ...change }, now)).toEqual({
      kind: 'error',
      status: 400,
      error: { type: 'validation_error', code, param, message: expect.any(String) },
    });
  });

  it('accepts this month as expiry and a two-digit year', () => {
    expect(checkCard({ ...base, exp_month: 5, exp_year: 26 }, now)).toEqual({
      kind: 'succeed',
      last4: '4242',
    });
  });

  it('documents every test card it knows', () => {
    for (const number of Object.keys(TEST_CARDS))
      expect(checkCard({ ...base, number }, now).kind).toBeDefined();
    expect(Object.keys(TEST_CARDS)).toEqual(
      expect.arrayContaining([
        '4242424242424242',
        '4000000000000002',
        '4000000000009995',
        '4000002760003184',
      ]),
    );
  });
});
