import { confirmReservations } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buyer, hold, openSession, setup, TOMORROW } from '../../test/helpers';

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

/** No distributor: the helper's default header left out. */
const anonymous = { 'Coras-Distributor': '' };

async function clientSecret(): Promise<string> {
  const client = t.newClient();
  await openSession(client);
  const { reservation } = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW);
  const { data, error } = await confirmReservations(client, buyer([reservation.reservation_id]));
  if (!data) throw error;
  return data.client_secret;
}

describe('the Coras-Distributor header (required by the real service)', () => {
  it.each([
    ['GET', '/v2/geolocation'],
    ['GET', '/v2/landing?country=ireland'],
    ['GET', '/v2/search?query='],
    ['POST', '/v2/booking-session'],
    ['GET', '/v2/nowhere'],
  ])('refuses %s %s without it: 400, saying which header is missing', async (method, path) => {
    const { status, body } = await t.call(method, path, { headers: anonymous });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 40,
      message: 'The Coras-Distributor header is required: send your distributor id on every call.',
      errors: { 'header.Coras-Distributor': ['This header is required'] },
    });
  });

  it('serves the same call with it, whatever the distributor', async () => {
    expect((await t.call('GET', '/v2/geolocation')).status).toBe(200);
    expect(
      (await t.call('GET', '/v2/geolocation', { headers: { 'Coras-Distributor': 'other' } })).status,
    ).toBe(200);
  });

  it("refuses the card stand-in's calls without it, in the provider's error shape", async () => {
    const secret = await clientSecret();
    const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };
    for (const [method, path, body] of [
      ['POST', `/sandbox/payments/${secret}/confirm`, card],
      ['GET', `/sandbox/payments/${secret}`, undefined],
      ['POST', `/sandbox/payments/${secret}/authenticate`, { outcome: 'complete' }],
    ] as const) {
      const answer = await t.call(method, path, { headers: anonymous, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body).toEqual({
        error: {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'Coras-Distributor',
          message: 'The Coras-Distributor header is required: send your distributor id on every call.',
        },
      });
    }
    // Nothing was paid by the refused confirmation: the same card now goes through.
    expect((await t.call('POST', `/sandbox/payments/${secret}/confirm`, { body: card })).status).toBe(200);
  });

  it("leaves the assets, the sandbox's controls and the bank's page alone (a browser cannot add it)", async () => {
    expect((await t.call('GET', '/assets/ireland/cork.svg', { headers: anonymous })).status).toBe(200);
    expect((await t.call('GET', '/sandbox/fixtures', { headers: anonymous })).status).toBe(200);
    expect((await t.call('GET', '/sandbox/clock', { headers: anonymous })).status).toBe(200);
    const secret = await clientSecret();
    const page = await t.call('GET', `/sandbox/payments/${secret}/authenticate`, { headers: anonymous });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(
      (await t.call('OPTIONS', '/v2/landing', { headers: { ...anonymous, Origin: 'http://localhost:5173' } }))
        .status,
    ).toBeLessThan(300);
  });
});
