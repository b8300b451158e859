import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/clock';
import { listOperations } from '../src/contract/document';
import { contractValidator, loadDocument } from '../src/contract/load';
import type { CompiledOperation } from '../src/contract/validator';
import { FIXTURE_IDS } from '../src/data/attractions';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { buyer, recordingLogger, START, TOMORROW } from './helpers';

// Walks every operation of the OpenAPI document against the sandbox over real HTTP, validating
// each answer — success and the fault answers every operation documents — against the document.
// An operation added to the document without a scenario here fails the walk.

const logger = recordingLogger();
const validator = contractValidator();
let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, clock: createManualClock(START), logger });
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
interface Sent {
  status: number;
  headers: Headers;
  body: Json;
}

/** Shared between scenarios: what earlier calls created. */
const world = { session: '', pickupReservation: '', userId: '', clientSecret: '' };

function operationFor(method: string, path: string): CompiledOperation {
  const found = validator.operations.find(
    (operation) => operation.method === method && operation.path === path,
  );
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

/** Sends a request for `template` and checks the answer against the document. */
async function send(
  method: string,
  template: string,
  url: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'Coras-Distributor': 'contract-test',
      ...(world.session ? { 'Booking-Session': world.session } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  const problems = validator.checkResponse(operationFor(method, template), response.status, text);
  expect(problems, `${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`).toEqual([]);
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Json) : {} };
}

const ticket = [{ price_type_id: 'adult', number_of_tickets: 1 }];

async function holdOne(attractionId: string): Promise<string> {
  const template = '/{api_version}/availability/check';
  const { body } = await send('POST', template, '/v2/availability/check', {
    body: {
      currency: 'EUR',
      language_code: 'en',
      attraction_id: attractionId,
      date: TOMORROW,
      tickets: ticket,
    },
  });
  const [option] = body.options as Array<{ selection_id: string }>;
  const created = await send('POST', '/{api_version}/reservations', '/v2/reservations', {
    body: {
      attraction_id: attractionId,
      currency: 'EUR',
      date: TOMORROW,
      language_code: 'en',
      selection_id: option?.selection_id,
      to_basket: true,
      pickup_id: null,
      pickup_entry: null,
      tickets: ticket,
    },
  });
  expect(created.status).toBe(201);
  return String(created.body.reservation_id);
}

/** How to call each operation successfully; statuses are the success status the walk expects. */
const scenarios: Record<string, (template: string) => Promise<number[]>> = {
  'GET /{api_version}/locations/search': async (p) => [
    (await send('GET', p, '/v2/locations/search?query=dub&language_code=en')).status,
    (await send('GET', p, '/v2/locations/search?latitude=53.3&longitude=-6.2')).status,
  ],
  'GET /{api_version}/locations': async (p) => [
    (await send('GET', p, '/v2/locations?country=ireland&language_code=de')).status,
  ],
  'GET /{api_version}/geolocation': async (p) => [(await send('GET', p, '/v2/geolocation')).status],
  'GET /{api_version}/landing': async (p) => [
    (await send('GET', p, '/v2/landing?currency=EUR')).status,
    (
      await send(
        'GET',
        p,
        '/v2/landing?city=dublin&category=music,sport&duration=60-180&price=0-5000&sorting=price_asc&date_start=2026-05-01&date_end=2026-06-01&currency=GBP',
      )
    ).status,
  ],
  'GET /{api_version}/landing/filters': async (p) => [
    (await send('GET', p, '/v2/landing/filters?currency=JPY')).status,
  ],
  'GET /{api_version}/landing/sorting': async (p) => [
    (await send('GET', p, '/v2/landing/sorting?language_code=fr')).status,
  ],
  'GET /{api_version}/search': async (p) => {
    // An empty or absent term asks for the popular list only (what the navbar sends as it opens).
    const empty = await send('GET', p, '/v2/search?query=&locale=en-GB');
    expect(empty.body).toMatchObject({ results: [], has_more: false });
    expect((empty.body.popular as unknown[]).length).toBeGreaterThan(0);
    return [
      (await send('GET', p, '/v2/search?query=cork&locale=en-GB')).status,
      empty.status,
      (await send('GET', p, '/v2/search')).status,
    ];
  },
  'GET /{api_version}/attractions': async (p) => [
    (await send('GET', p, '/v2/attractions?search_term=tour&page=1&size=5&currency=EUR')).status,
  ],
  'GET /{api_version}/attractions/{coras_attraction_id}': async (p) => [
    (await send('GET', p, `/v2/attractions/${FIXTURE_IDS.corkTheatre}?size=4`)).status,
    (await send('GET', p, `/v2/attractions/${FIXTURE_IDS.blankTexts}?size=0`)).status,
  ],
  'POST /{api_version}/booking-session': async (p) => {
    const opened = await send('POST', p, '/v2/booking-session', {
      body: { language: 'en' },
      headers: { 'Idempotency-Key': 'contract-session-1' },
    });
    world.session = String(opened.body.session_id);
    expect(opened.headers.get('booking-session-expires')).toBeTruthy();
    return [opened.status];
  },
  'POST /{api_version}/availability/check': async (p) => {
    const checked = await send('POST', p, '/v2/availability/check', {
      body: {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: FIXTURE_IDS.dublinWalkingTour,
        date: TOMORROW,
        tickets: ticket,
      },
    });
    expect(checked.headers.get('booking-session-expires')).toBeTruthy();
    return [checked.status];
  },
  'GET /{api_version}/reservations': async (p) => [(await send('GET', p, '/v2/reservations')).status],
  'POST /{api_version}/reservations': async () => {
    world.pickupReservation = await holdOne(FIXTURE_IDS.causewayDayTrip);
    const walk = await holdOne(FIXTURE_IDS.dublinWalkingTour);
    const confirmed = await send('POST', '/{api_version}/reservations', '/v2/reservations', {
      body: buyer([walk]),
      headers: { 'Idempotency-Key': 'contract-confirm-1' },
    });
    world.userId = String(confirmed.body.user_id);
    world.clientSecret = String(confirmed.body.client_secret);
    return [confirmed.status];
  },
  'GET /{api_version}/reservations/check': async (p) => [
    (await send('GET', p, '/v2/reservations/check')).status,
  ],
  'PATCH /{api_version}/reservations/{reservation_id}': async (p) => [
    (
      await send('PATCH', p, `/v2/reservations/${world.pickupReservation}`, {
        body: { pickup_id: 'pk-dublin-1', pickup_entry: null },
      })
    ).status,
  ],
  'PUT /{api_version}/reservations/{reservation_id}': async (p) => [
    (
      await send('PUT', p, `/v2/reservations/${world.pickupReservation}`, {
        body: { pickup_id: null, pickup_entry: 'Hotel' },
      })
    ).status,
  ],
  'DELETE /{api_version}/reservations/{reservation_id}': async (p) => [
    (await send('DELETE', p, `/v2/reservations/${await holdOne(FIXTURE_IDS.zipline)}`)).status,
  ],
  'GET /{api_version}/countries/{language_code}': async (p) => [
    (await send('GET', p, '/v2/countries/fr')).status,
  ],
  'GET /{api_version}/users/{customer_id}/transactions': async (p) => [
    (await send('GET', p, `/v2/users/${world.userId}/transactions`)).status,
  ],
  'GET /{api_version}/pages/{page_slug}': async (p) => [
    (await send('GET', p, '/v2/pages/faq-attractions')).status,
    (await send('GET', p, '/v2/pages/cookies')).status,
  ],
  'GET /{api_version}/customer-support/subjects': async (p) => [
    (await send('GET', p, '/v2/customer-support/subjects')).status,
  ],
  // The card stand-in, in the document's order: a card that asks for authentication, the step
  // completed, then the payment as it stands.
  'POST /sandbox/payments/{client_secret}/confirm': async (p) => {
    const confirmed = await send('POST', p, `/sandbox/payments/${world.clientSecret}/confirm`, {
      body: { card: { number: '4000 0027 6000 3184', exp_month: 12, exp_year: 2030, cvc: '123' } },
    });
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const refused = await send('POST', p, `/sandbox/payments/${world.clientSecret}/confirm`, {
      body: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } },
    });
    expect(refused.status).toBe(400);
    return [confirmed.status];
  },
  'POST /sandbox/payments/{client_secret}/authenticate': async (p) => [
    (
      await send('POST', p, `/sandbox/payments/${world.clientSecret}/authenticate`, {
        body: { outcome: 'complete' },
      })
    ).status,
  ],
  'GET /sandbox/payments/{client_secret}': async (p) => {
    const payment = await send('GET', p, `/sandbox/payments/${world.clientSecret}`);
    expect(payment.body).toMatchObject({ status: 'succeeded', last4: '3184' });
    const unknown = await send('GET', p, '/sandbox/payments/pi_unknown_secret_abc');
    expect(unknown.status).toBe(404);
    return [payment.status];
  },
  'POST /{api_version}/customer-support': async (p) => [
    (
      await send('POST', p, '/v2/customer-support', {
        body: {
          language_code: 'en',
          first_name: 'Aoife',
          last_name: 'Byrne',
          email: 'aoife@example.com',
          attraction_name: 'Cork Opera House',
          subject: 'booking',
          question: 'Is there a lift?',
          order_reference: null,
          attraction_location: null,
          attraction_date: null,
        },
      })
    ).status,
  ],
};

/** A concrete URL for a template, for the fault answers (their bodies are the fault's). */
const concrete = (path: string) =>
  path
    .replace('{api_version}', 'v2')
    .replace('{coras_attraction_id}', FIXTURE_IDS.dublinWalkingTour)
    .replace('{reservation_id}', 'r-unknown')
    .replace('{language_code}', 'en')
    .replace('{customer_id}', 'usr-unknown')
    .replace('{page_slug}', 'cookies')
    .replace('{client_secret}', 'pi_unknown_secret_abc');

const operations = listOperations(loadDocument()).map(({ method, path }) => `${method} ${path}`);

describe('the contract walk over HTTP', () => {
  it('has a scenario for every operation of the document, and none for an unknown one', () => {
    expect(operations.length).toBeGreaterThanOrEqual(22);
    expect(Object.keys(scenarios).sort()).toEqual([...operations].sort());
  });

  it.each(operations)('%s answers what the document says', async (operation) => {
    const [method = '', template = ''] = operation.split(' ');
    const scenario = scenarios[operation];
    if (!scenario) throw new Error(`No scenario for ${operation}`);
    const statuses = await scenario(template);
    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
    // The fault answers must keep the contract too: every operation documents 429 and 500.
    const limited = await send(method, template, concrete(template), {
      headers: { 'X-Sandbox-Fault': 'rate-limit=3' },
    });
    expect([limited.status, limited.headers.get('Retry-After')]).toEqual([429, '3']);
    const failed = await send(method, template, concrete(template), {
      headers: { 'X-Sandbox-Fault': '500' },
    });
    expect(failed.status).toBe(500);
  });

  it('logged no contract violation on the server side', () => {
    expect(logger.errors).toEqual([]);
  });
});
