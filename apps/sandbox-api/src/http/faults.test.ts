import type { ApiError } from '@coras/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setup } from '../../test/helpers';
import { optionsFromEnv } from '../config';
import { type SandboxServer, startSandboxServer } from '../node';
import { FaultSyntaxError, parseFaultSpec, parseFaultSpecs } from './faults';
import { ConnectionDropped } from './inject-faults';

describe('fault specs', () => {
  it.each([
    ['latency=300', { latencyMs: [300, 300] }],
    ['latency=100-400', { latencyMs: [100, 400] }],
    ['error', { errorRate: 1 }],
    ['error=0.25,error-status=503', { errorRate: 0.25, errorStatus: 503 }],
    ['502', { errorRate: 1, errorStatus: 502 }],
    ['429', { retryAfterSeconds: 1 }],
    ['rate-limit=5', { retryAfterSeconds: 5 }],
    ['drop', { drop: true }],
    ['malformed', { malformed: true }],
    ['401', { unauthorized: true }],
    ['unauthorized, path=/reservations, times=2', { unauthorized: true, path: '/reservations', times: 2 }],
  ])('parses %s', (text, expected) => {
    expect(parseFaultSpec(text)).toEqual({ source: text, ...expected });
  });

  it.each(['latency', 'latency=-1', 'error=2', 'error-status=501', 'explode', 'times=0', 'path='])(
    'refuses %s',
    (text) => {
      expect(() => parseFaultSpec(text)).toThrow(FaultSyntaxError);
    },
  );

  it('splits process specs on semicolons', () => {
    expect(parseFaultSpecs('latency=50; error=1,path=/landing ;').map((spec) => spec.source)).toEqual([
      'latency=50',
      'error=1,path=/landing',
    ]);
  });
});

describe('faults per request (X-Sandbox-Fault)', () => {
  const slept: number[] = [];
  const t = setup({ sleep: async (ms) => void slept.push(ms) });
  afterEach(() => expect(t.logger.errors).toEqual([]));
  const get = (fault: string, path = '/v2/landing/sorting') =>
    t.call<ApiError>('GET', path, { headers: { 'X-Sandbox-Fault': fault } });

  it('adds latency through the injected sleep, then answers normally', async () => {
    const answer = await get('latency=250');
    expect(answer.status).toBe(200);
    expect(slept.at(-1)).toBe(250);
  });

  it('answers a share of 5xx, deterministically for the seed', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => get('error=0.3').then((a) => a.status)),
    );
    const errors = statuses.filter((status) => status === 500).length;
    expect(errors).toBeGreaterThan(35);
    expect(errors).toBeLessThan(85);
    expect(statuses.filter((status) => status !== 500 && status !== 200)).toEqual([]);
    expect((await get('error,error-status=503')).status).toBe(503);
    expect((await get('504')).body).toMatchObject({ code: 50, message: expect.stringContaining('504') });
  });

  it('answers 429 with Retry-After', async () => {
    const answer = await get('rate-limit=7');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('7');
    expect(answer.body.message).toContain('too many requests');
  });

  it('answers a forced 401 as for an expired session', async () => {
    const answer = await get('401');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(41);
  });

  it('answers a truncated JSON body', async () => {
    const answer = await get('malformed', '/v2/landing?country=ireland');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.text.startsWith('{"sections":[')).toBe(true);
    expect(() => JSON.parse(answer.text)).toThrow();
    const client = await t.client.GET('/{api_version}/landing/sorting', {
      headers: { 'X-Sandbox-Fault': 'malformed' },
    });
    expect(client.error?.kind).toBe('malformed');
  });

  it('drops the connection: in-process fetch rejects like a network failure', async () => {
    const request = new Request('http://sandbox.test/v2/geolocation', {
      headers: { 'X-Sandbox-Fault': 'drop', 'Coras-Distributor': 'test' },
    });
    await expect(t.sandbox.fetch(request)).rejects.toBeInstanceOf(ConnectionDropped);
    await expect(t.sandbox.fetch(request.clone())).rejects.toBeInstanceOf(TypeError);
    const { error } = await t.client.GET('/{api_version}/geolocation', {
      headers: { 'X-Sandbox-Fault': 'drop' },
    });
    expect(error?.kind).toBe('network');
  });

  it('refuses an unknown directive with a 400 naming it', async () => {
    const answer = await get('explode');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'header.X-Sandbox-Fault': [expect.stringContaining('explode')] });
  });
});

describe('faults per process (SANDBOX_FAULTS, PUT /sandbox/faults)', () => {
  it('reads the knobs from the environment', () => {
    expect(
      optionsFromEnv({
        SANDBOX_FAULTS: 'latency=20;error=1,path=/landing,times=2',
        SANDBOX_SEED: '7',
        SANDBOX_TODAY: '2026-06-01',
        SANDBOX_HOLD_TTL_MS: '60000',
        SANDBOX_SESSION_TTL_MS: '120000',
        SANDBOX_PAYMENT_DELAY_MS: '10',
        SANDBOX_GEOLOCATION: 'none',
        SANDBOX_VALIDATION: 'off',
        SANDBOX_PUBLIC_URL: 'http://localhost:4010/',
      }),
    ).toEqual({
      faults: 'latency=20;error=1,path=/landing,times=2',
      seed: 7,
      today: '2026-06-01',
      holdTtlMs: 60000,
      sessionTtlMs: 120000,
      paymentDelayMs: 10,
      geolocation: null,
      validation: 'off',
      publicUrl: 'http://localhost:4010',
    });
    expect(() => optionsFromEnv({ SANDBOX_HOLD_TTL_MS: 'soon' })).toThrow(/SANDBOX_HOLD_TTL_MS/);
    expect(optionsFromEnv({ NODE_ENV: 'production' })).toEqual({ validation: 'off' });
  });

  it('fails only the matching paths, only the first times', async () => {
    const t = setup({ faults: 'error=1,path=/landing,times=2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call('GET', '/v2/landing?country=ireland')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await t.call('GET', '/v2/geolocation')).status).toBe(200);
  });

  it('anchors a path ending in $ at the path’s end: /landing$ is not /landing/filters', async () => {
    const t = setup({ faults: 'error=1,path=/landing$' });
    expect((await t.call('GET', '/v2/landing/filters')).status).toBe(200);
    expect((await t.call('GET', '/v2/landing?country=ireland')).status).toBe(500);
  });

  it('is set, listed and cleared at runtime; the controls themselves are never faulted', async () => {
    const t = setup();
    const set = await t.call('PUT', '/sandbox/faults', {
      body: { faults: '503,path=/geolocation;latency=0' },
    });
    expect(set.body).toEqual({ faults: [{ spec: '503,path=/geolocation' }, { spec: 'latency=0' }] });
    expect((await t.call('GET', '/v2/geolocation')).status).toBe(503);
    expect((await t.call('GET', '/sandbox/faults')).status).toBe(200);
    expect((await t.call('DELETE', '/sandbox/faults')).status).toBe(204);
    expect((await t.call('GET', '/v2/geolocation')).status).toBe(200);
    expect((await t.call('PUT', '/sandbox/faults', { body: { faults: 'nonsense' } })).status).toBe(400);
  });
});

describe('a dropped connection over HTTP', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0 });
  });
  afterAll(() => server.close());

  it('closes the socket without an answer, and the server keeps serving', async () => {
    await expect(
      fetch(`${server.url}/v2/geolocation`, {
        headers: { 'X-Sandbox-Fault': 'drop', 'Coras-Distributor': 'test' },
      }),
    ).rejects.toThrow();
    const next = await fetch(`${server.url}/v2/geolocation`, { headers: { 'Coras-Distributor': 'test' } });
    expect(next.status).toBe(200);
  });
});
