import type { ApiError } from '@coras/api-client';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { recordingLogger, setup, TOMORROW } from '../../test/helpers';
import { contractValidator, loadDocument } from '../contract/load';
import { contractMiddleware } from './contract';
import type { SandboxEnv } from './env';

describe('requests that break the document', () => {
  const t = setup();

  it.each([
    ['GET', '/v2/attractions?size=many', undefined, { 'query.size': ['must be integer'] }],
    [
      'GET',
      '/v2/attractions?currency=XYZ',
      undefined,
      { 'query.currency': [expect.stringContaining('must be one of')] },
    ],
    ['GET', '/v3/geolocation', undefined, { 'path.api_version': ['must be one of "v2"'] }],
    ['POST', '/v2/booking-session', {}, { language: ['This is a required field'] }],
    [
      'POST',
      '/v2/availability/check',
      {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: 'x',
        date: '2026-13-40',
        tickets: [{ price_type_id: 'adult', number_of_tickets: 0 }],
      },
      { date: ['must match format "date"'], 'tickets.0.number_of_tickets': ['must be >= 1'] },
    ],
  ])('%s %s answers 400 with the errors by field', async (method, path, body, errors) => {
    const answer = await t.call<ApiError>(method, path, body === undefined ? {} : { body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
  });

  it('reports the closest body shape of a one-of (reservation: create or confirm)', async () => {
    const answer = await t.call<ApiError>('POST', '/v2/reservations', {
      body: {
        attraction_id: 'x',
        currency: 'EUR',
        date: TOMORROW,
        language_code: 'en',
        selection_id: 's',
        to_basket: true,
        tickets: [],
      },
      headers: { 'Booking-Session': 'ses_x' },
    });
    expect(answer.body.errors).toEqual({ tickets: ['must NOT have fewer than 1 items'] });
  });

  it('answers 400 for a body that is not JSON, and for a short Idempotency-Key', async () => {
    const broken = await t.call<ApiError>('POST', '/v2/booking-session', {
      body: '{"language":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.body.errors ?? {})).toEqual(['body']);
    const short = await t.call<ApiError>('POST', '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(short.body.errors).toEqual({
      'header.Idempotency-Key': ['must NOT have fewer than 8 characters'],
    });
  });

  it('enforces a document passed in, as a browser without the file system does', async () => {
    const given = setup({ contract: loadDocument() });
    expect((await given.call('GET', '/v3/geolocation')).status).toBe(400);
  });

  it('lets everything through when validation is off', async () => {
    const loose = setup({ validation: 'off' });
    expect((await loose.call('GET', '/v3/geolocation')).status).toBe(200);
  });
});

describe('answers that break the document', () => {
  function brokenApp(status: number, body: unknown) {
    const logger = recordingLogger();
    const app = new Hono<SandboxEnv>();
    app.use('*', contractMiddleware(contractValidator(), logger));
    app.get('/:api_version/geolocation', (c) => c.json(body as object, status as 200));
    return { app, logger };
  }

  it('become a 500 naming each problem, and are logged', async () => {
    const { app, logger } = brokenApp(200, { name: 'Ireland' });
    const response = await app.fetch(new Request('http://sandbox.test/v2/geolocation'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 51,
      message: 'The sandbox broke the API contract on GET /v2/geolocation (200)',
      errors: { response: ['slug: This is a required field'] },
    });
    expect(logger.errors).toEqual([expect.stringContaining('slug: This is a required field')]);
  });

  it('include an undocumented status', async () => {
    const { app } = brokenApp(418, { message: 'teapot' });
    const response = await app.fetch(new Request('http://sandbox.test/v2/geolocation'));
    expect(((await response.json()) as ApiError).errors).toEqual({
      response: ['status 418 is not documented for GET /{api_version}/geolocation'],
    });
  });

  it('leave an answer that keeps the contract untouched', async () => {
    const { app, logger } = brokenApp(200, {
      slug: 'ireland',
      surplus: 'fields the document does not list pass',
    });
    const response = await app.fetch(new Request('http://sandbox.test/v2/geolocation'));
    expect(response.status).toBe(200);
    expect(logger.errors).toEqual([]);
  });
});
