import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, startTestServer, type TestServer } from '../test/server.test-utils';
import { createCorasClient } from './client';
import { flattenFieldErrors } from './errors';
import { confirmReservations, createReservation } from './operations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

function setup() {
  const logger = recordingLogger();
  const api = createCorasClient({ apiHost: server.url, distributorId: 'd', logger, retry: { retries: 0 } });
  return { api, logger };
}

const search = (api: ReturnType<typeof setup>['api']) => api.GET('/{api_version}/locations/search');

describe('field errors (spec 2 §8)', () => {
  it('flattens every key shape, taking the first message of a list', () => {
    expect(
      flattenFieldErrors({
        attendees: { 0: { first_name: ['This is a required field', 'second'] }, 2: { email: 'Bad email' } },
        'customer.email': ['Please enter a valid email address'],
        'reservation_data.r-1.height': 'Too tall',
        phone_number: ['Invalid phone'],
        ignored: 42,
        empty: [],
      }),
    ).toEqual({
      'attendees.0.first_name': 'This is a required field',
      'attendees.2.email': 'Bad email',
      'customer.email': 'Please enter a valid email address',
      'reservation_data.r-1.height': 'Too tall',
      phone_number: 'Invalid phone',
    });
  });

  it('answers nothing for a missing or odd errors value', () => {
    expect(flattenFieldErrors(undefined)).toEqual({});
    expect(flattenFieldErrors('oops')).toEqual({});
    expect(flattenFieldErrors(['a'])).toEqual({});
  });

  it('reaches the caller of a failed confirmation with status, code and fields', async () => {
    const { api, logger } = setup();
    server.reply({
      status: 400,
      body: {
        code: 12,
        message: 'Validation failed',
        errors: { 'customer.email': ['Please enter a valid email address'] },
      },
    });
    const { data, error } = await confirmReservations(api, {
      first_name: 'A',
      second_name: 'B',
      email: 'nope',
      phone_number: '+1',
      reservations: ['r'],
    });
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('http');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe(12);
    expect(error?.fieldErrors).toEqual({ 'customer.email': 'Please enter a valid email address' });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Validation failed' }),
    );
  });
});

describe('bad answers become typed errors, never exceptions or empty successes', () => {
  it('a 200 whose body is not JSON', async () => {
    const { api, logger } = setup();
    server.reply({ raw: '{"popular": [', headers: { 'Content-Type': 'application/json' } });
    const { data, error, response } = await search(api);
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('malformed');
    expect(error?.status).toBe(200);
    expect(error?.message).toContain('not JSON');
    expect(response?.status).toBe(200);
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);
  });

  it('a 200 HTML page (a proxy or a captive portal)', async () => {
    const { api } = setup();
    server.reply({ raw: '<!doctype html><title>Login</title>', headers: { 'Content-Type': 'text/html' } });
    const { error } = await search(api);
    expect(error?.kind).toBe('malformed');
    expect(error?.message).toContain('text/html');
  });

  it('an HTML error page keeps the status and says so plainly', async () => {
    const { api } = setup();
    server.reply({
      status: 404,
      raw: '<html><body>Not Found</body></html>',
      headers: { 'Content-Type': 'text/html' },
    });
    const { error } = await search(api);
    expect(error?.kind).toBe('http');
    expect(error?.status).toBe(404);
    expect(error?.message).toBe('GET /{api_version}/locations/search failed: HTTP 404 Not Found');
    expect(error?.body).toContain('Not Found');
  });

  it('an empty 200 where JSON was expected', async () => {
    const { api } = setup();
    server.reply({ status: 200 });
    const { data, error } = await search(api);
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('malformed');
    expect(error?.message).toContain('empty');
  });

  it('an answer that breaks the contract for a field the product reads', async () => {
    const { api } = setup();
    server.reply({ body: { popular: [], results: [{ location_type: 'city', name: 'Dublin' }] } });
    const { data, error } = await search(api);
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('malformed');
    expect(error?.message).toContain('results[0].slug: expected string, got undefined');
  });

  it('a JSON null body', async () => {
    const { api } = setup();
    server.reply({ raw: 'null', headers: { 'Content-Type': 'application/json' } });
    const { error } = await search(api);
    expect(error?.kind).toBe('malformed');
  });

  it('an error answer without a message gets one that names the call', async () => {
    const { api } = setup();
    server.reply({ status: 400, body: { errors: { query: 'too short' } } });
    const { error } = await search(api);
    expect(error?.message).toBe('GET /{api_version}/locations/search failed: HTTP 400 Bad Request');
    expect(error?.fieldErrors).toEqual({ query: 'too short' });
  });

  it('a 204 where no content is expected is a success', async () => {
    const { api } = setup();
    server.reply({ status: 204 });
    const { error, response } = await api.DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: 'r-1' } },
    });
    expect(error).toBeUndefined();
    expect(response?.status).toBe(204);
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(server.requests[0]?.path).toBe('/v2/reservations/r-1');
  });

  it('a reservation call answered with a confirmation is refused', async () => {
    const { api } = setup();
    server.reply({ status: 201, body: { transaction_id: 't', user_id: 'u', client_secret: 'c' } });
    const { data, error } = await createReservation(api, {
      attraction_id: 'a',
      currency: 'EUR',
      date: '2026-12-01',
      language_code: 'en',
      selection_id: 's',
      tickets: [{ price_type_id: 'p', number_of_tickets: 1 }],
    });
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('malformed');
  });

  it('a refused connection is a network error, logged', async () => {
    const logger = recordingLogger();
    const api = createCorasClient({
      apiHost: 'http://127.0.0.1:9',
      distributorId: 'd',
      logger,
      retry: { retries: 0 },
    });
    const { data, error, response } = await search(api);
    expect(data).toBeUndefined();
    expect(response).toBeUndefined();
    expect(error?.kind).toBe('network');
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);
  });
});
