import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingLogger, startTestServer, type TestServer } from '../../test/server.test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  server.reset();
  vi.doUnmock('./browsing');
  vi.resetModules();
});
afterAll(() => server.close());

const answer = { popular: [], results: [{ location_type: 'city', name: 'Dublin', slug: 'dublin' }] };

async function freshClient() {
  const { createCorasClient } = await import('../client');
  return createCorasClient({
    apiHost: server.url,
    distributorId: 'd',
    logger: recordingLogger(),
    retry: { retries: 0 },
  });
}

describe('the response checks, loaded on demand', () => {
  it('load the browsing chunk for the first pages and the other only when a call needs it', async () => {
    const { loadResponseChecks } = await import('./load');
    const browsing = await loadResponseChecks('GET /{api_version}/landing');
    expect(browsing.checks['GET /{api_version}/landing']).toBeTypeOf('function');
    expect(browsing.checks['POST /{api_version}/reservations']).toBeUndefined();
    const others = await loadResponseChecks('POST /{api_version}/reservations');
    expect(others.checks['POST /{api_version}/reservations']).toBeTypeOf('function');
    expect(others.noContent.has('DELETE /{api_version}/reservations/{reservation_id}')).toBe(true);
    expect(await loadResponseChecks()).toBe(browsing);
  });

  it('are not imported statically by the client (a bundler would put them in the first load)', () => {
    const client = readFileSync(new URL('../client.ts', import.meta.url), 'utf8');
    expect(client).toContain("from './validate/load'");
    expect(client).not.toMatch(/from '\.\/validate\/(responses|browsing)'/);
  });

  it('still turn away an answer that breaks the contract', async () => {
    const api = await freshClient();
    server.reply({ body: { popular: [], results: [{ location_type: 'city', name: 'Dublin' }] } });
    const { error } = await api.GET('/{api_version}/locations/search');
    expect(error?.kind).toBe('malformed');
    expect(error?.message).toContain('results[0].slug: expected string, got undefined');
  });

  it('that fail to load fail the call with a clear message, and load at the next call', async () => {
    vi.doMock('./browsing', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const api = await freshClient();
    server.reply({ body: answer });
    const failed = await api.GET('/{api_version}/locations/search');
    expect(failed.data).toBeUndefined();
    expect(failed.error?.kind).toBe('network');
    expect(failed.error?.message).toBe(
      'GET /{api_version}/locations/search: the answer could not be checked, as the response checks did not load',
    );

    vi.doUnmock('./browsing');
    server.reply({ body: answer });
    const retried = await api.GET('/{api_version}/locations/search');
    expect(retried.error).toBeUndefined();
    expect(retried.data).toEqual(answer);
  });
});
