import { confirmReservations } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buyer, hold, openSession, setup, TOMORROW } from '../../test/helpers';

// Nothing the sandbox keeps grows for good: sessions, Idempotency-Key answers, ended
// reservations and finished transactions go away after their life, on the sandbox clock.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('eviction', () => {
  const t = setup({ paymentDelayMs: 1000 });
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('forgets expired sessions and Idempotency-Key answers after 24 hours', async () => {
    const { state } = t.sandbox;
    const sessions = state.sessions.size();
    const keys = state.idempotency.size();
    for (const n of [1, 2, 3])
      await t.call('POST', '/v2/booking-session', {
        body: { language: 'en' },
        headers: { 'Idempotency-Key': `evict-key-000${n}` },
      });
    expect(state.sessions.size()).toBe(sessions + 3);
    expect(state.idempotency.size()).toBe(keys + 3);
    t.clock.advance(20 * MINUTE);
    await t.call('GET', '/sandbox/clock');
    expect(state.sessions.size()).toBe(0);
    // The answers are kept (and replayed) for their whole day…
    expect(state.idempotency.size()).toBe(keys + 3);
    const replay = await t.call('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'evict-key-0001' },
    });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    // …and then forgotten.
    t.clock.advance(DAY);
    await t.call('GET', '/sandbox/clock');
    expect(state.idempotency.size()).toBe(0);
  });

  it('forgets ended reservations and finished transactions 24 hours after they ended', async () => {
    const { state } = t.sandbox;
    const client = t.newClient();
    await openSession(client);
    const { reservation: released } = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW);
    await client.DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: released.reservation_id } },
    });
    const { reservation: paid } = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW);
    const { data } = await confirmReservations(client, buyer([paid.reservation_id], 'evict@example.com'));
    if (!data) throw new Error('Expected a confirmation');
    const stockKey = state.reservations.get(paid.reservation_id)?.stockKey ?? '';
    await t.call('POST', `/sandbox/payments/${data.client_secret}/confirm`, {
      body: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
    });
    t.clock.advance(1000);
    const transactions = () =>
      client.GET('/{api_version}/users/{customer_id}/transactions', {
        params: { path: { customer_id: data.user_id } },
      });
    expect((await transactions()).data?.transactions[0]?.status).toBe('PAID');

    t.clock.advance(DAY - 2 * MINUTE);
    await t.call('GET', '/sandbox/clock');
    expect(state.reservations.get(released.reservation_id)?.status).toBe('released');
    expect(state.transactions.bySecret(data.client_secret)?.status).toBe('PAID');

    t.clock.advance(3 * MINUTE);
    await t.call('GET', '/sandbox/clock');
    expect(state.reservations.get(released.reservation_id)).toBeUndefined();
    expect(state.reservations.get(paid.reservation_id)).toBeUndefined();
    expect(state.transactions.bySecret(data.client_secret)).toBeUndefined();
    expect((await transactions()).error?.status).toBe(404);
    // Eviction forgets the records, not the sale: the ticket paid for stays taken.
    expect(state.inventory.taken(stockKey)).toBe(1);
  });
});
