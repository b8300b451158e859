// @vitest-environment node
import type { Attraction, LandingResponse } from '@coras/api-client';
import { descriptionExcerpt, visibleSections } from '@coras/booking-core';
import { createSandboxApp, FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import { loadStorefront, storefrontMetadata } from './index';

const app = createSandboxApp({ today: '2026-11-21', geolocation: 'ireland' });
const config = {
  apiHost: 'http://sandbox.test',
  distributorId: 'test',
  locale: 'en-GB',
  locales: 'en-GB,de-DE',
  currency: 'EUR',
  currencies: 'EUR,GBP',
  fetch: async (request: Request) => app.fetch(request),
  logger: { warn: () => undefined, error: () => undefined },
} as const;

const answerOf = <T>(data: Record<string, unknown>, name: string) =>
  Object.entries(data).find(([key]) => key.startsWith(`@"${name}",`))?.[1] as T | undefined;

describe('storefrontMetadata', () => {
  it("names a details page by its attraction, in the address's language, with an absolute canonical address", async () => {
    const id = FIXTURE_IDS.dublinWalkingTour;
    const snapshot = await loadStorefront({ ...config, address: `/de-DE/GBP/${id}` });
    const attraction = answerOf<Attraction>(snapshot.data, 'attraction');
    if (!attraction) throw new Error('the snapshot holds the attraction');
    const meta = storefrontMetadata(snapshot, { origin: 'https://shop.example/', basePath: '/tickets' });
    expect(meta).toEqual({
      title: attraction.attraction_name,
      description: descriptionExcerpt(attraction.summary || attraction.description),
      image: attraction.media[0]?.url,
      canonical: `https://shop.example/tickets/de-DE/GBP/${id}`,
    });
    expect(meta?.description).not.toMatch(/<[a-z]/i);
    expect(meta?.image).toMatch(/^https?:\/\//);
  });

  it('names a landing by its first section and cards, on the address the browser shows', async () => {
    const snapshot = await loadStorefront({ ...config, address: '/en-GB/EUR?country=ireland' });
    const landing = answerOf<LandingResponse>(snapshot.data, 'landing');
    const [first] = visibleSections(landing?.sections);
    if (!first) throw new Error('the sandbox shows a section in Ireland');
    const meta = storefrontMetadata(snapshot);
    expect(meta?.title).toBe(first.title);
    expect(meta?.description).toContain(first.items[0]?.title);
    expect(meta?.canonical).toBe('/en-GB/EUR?country=ireland');
  });

  it("takes its canonical address's origin from the snapshot's, unless given another", async () => {
    const snapshot = await loadStorefront({
      ...config,
      address: '/en-GB/EUR?country=ireland',
      origin: 'https://shop.example',
    });
    expect(storefrontMetadata(snapshot)?.canonical).toBe('https://shop.example/en-GB/EUR?country=ireland');
    expect(
      storefrontMetadata(snapshot, { origin: 'https://tickets.example', basePath: '/shop' })?.canonical,
    ).toBe('https://tickets.example/shop/en-GB/EUR?country=ireland');
  });

  it('gives nothing for a page that did not load: the host keeps its own head', async () => {
    const missing = await loadStorefront({ ...config, address: '/en-GB/EUR/no-such-attraction' });
    expect(missing.status).toBe('not-found');
    expect(storefrontMetadata(missing)).toBeUndefined();
  });
});
