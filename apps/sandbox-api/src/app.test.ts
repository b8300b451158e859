import { createCorasClient } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { createSandboxApp, isLocalOrigin } from './app';

const app = createSandboxApp();
const client = createCorasClient({
  apiHost: 'http://sandbox.test',
  distributorId: 'demo',
  fetch: (request) => Promise.resolve(app.fetch(request)),
  retry: { retries: 0 },
});

describe('sandbox app served in-process', () => {
  it('finds Dublin accent- and case-insensitively, with popular countries', async () => {
    const { data, error } = await client.GET('/{api_version}/locations/search', {
      params: { query: { query: 'DUB' } },
    });
    expect(error).toBeUndefined();
    expect(data?.results.map((location) => location.slug)).toEqual(['dublin']);
    expect(data?.popular.every((location) => location.location_type === 'country')).toBe(true);
  });

  it('answers no results under 3 characters', async () => {
    const { data } = await client.GET('/{api_version}/locations/search', {
      params: { query: { query: 'du' } },
    });
    expect(data?.results).toEqual([]);
  });

  it('allows localhost origins only', () => {
    expect(isLocalOrigin('http://localhost:5173')).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:4173')).toBe(true);
    expect(isLocalOrigin('https://evil.example')).toBe(false);
  });
});
