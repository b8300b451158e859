import type { AttractionSearchResponse, LandingResponse } from '@coras/api-client';
import { formatPriceIn } from '@coras/booking-core';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  inProcessSandbox,
  renderWithSandbox,
  SANDBOX_HOST,
  standInsReplaced,
  testLogger,
} from '../../test/harness.test-utils';
import type { StorefrontSnapshot } from '../runtime/data/snapshot';
import { loadStorefront } from '../server';
import { BookingApp } from './BookingApp';

const silent = testLogger();
const config = { apiHost: SANDBOX_HOST, distributorId: 'test', locale: 'en-GB', currency: 'EUR' } as const;

/** What the server's snapshot asked the API, and the snapshot. */
async function snapshotOf(options: { address: string; geolocation?: string | null }) {
  const server = inProcessSandbox(
    options.geolocation === undefined ? {} : { geolocation: options.geolocation },
  );
  const snapshot = await loadStorefront({
    ...config,
    address: options.address,
    fetch: server.fetch,
    logger: silent,
  });
  return { snapshot, asked: addresses(server.requests) };
}

const addresses = (requests: Request[]) =>
  requests.map((request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  });

/** The first card of the snapshot's landing: its name and its price as the card writes it. */
function firstCard(snapshot: StorefrontSnapshot) {
  const [, landing] = Object.entries(snapshot.data).find(([key]) => key.startsWith('@"landing",')) ?? [];
  const item = (landing as LandingResponse).sections[0]?.items[0];
  const price = item && formatPriceIn(item.price, 'EUR', 'en-GB');
  if (!item || !price) throw new Error('the snapshot has no card with a price');
  return { name: item.title, price };
}

describe('<CorasProvider initialData> (a server’s snapshot)', () => {
  it('asks exactly what the browser’s first page asks, under the same keys', async () => {
    const { asked } = await snapshotOf({ address: '/' });
    const { sandbox } = renderWithSandbox(<BookingApp />, { currency: 'EUR', locale: 'en-GB' });
    expect(await screen.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
    await standInsReplaced();
    const browser = addresses(sandbox.requests);
    // Everything the server asked, the browser's first page asks too, in the same words.
    expect(browser).toEqual(expect.arrayContaining(asked));
  });

  it('renders the landing from the snapshot at once and sends none of its requests again', async () => {
    const { snapshot, asked } = await snapshotOf({ address: '/' });
    const card = firstCard(snapshot);
    const { sandbox, logger } = renderWithSandbox(<BookingApp />, {
      currency: 'EUR',
      locale: 'en-GB',
      initialData: snapshot,
    });
    // The first render already holds the cards: no loading state in between.
    const [heading] = screen.getAllByRole('heading', { level: 3, name: card.name });
    expect(within(heading?.closest('article') as HTMLElement).getByText(card.price)).toBeVisible();
    await standInsReplaced();
    expect(addresses(sandbox.requests).filter((address) => asked.includes(address))).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalledWith(expect.stringMatching(/initialData/));
  });

  it('asks again for what the server could not load (the API may be back), then shows the page’s state', async () => {
    const { snapshot } = await snapshotOf({ address: '/en-GB/EUR/no-such-attraction' });
    expect(snapshot.status).toBe('not-found');
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'details', id: 'no-such-attraction' },
      currency: 'EUR',
      locale: 'en-GB',
      initialData: snapshot,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this attraction' }),
    ).toBeVisible();
    expect(
      addresses(sandbox.requests).filter((address) => address.includes('no-such-attraction')),
    ).toHaveLength(1);
  });

  it('ignores, with a warning, the snapshot of another page: the page asks for its own data', async () => {
    const { snapshot } = await snapshotOf({ address: '/en-GB/GBP?country=ireland' });
    const { sandbox, logger } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'landing', country: 'ireland' },
      currency: 'EUR',
      initialData: snapshot,
    });
    await waitFor(() =>
      expect(addresses(sandbox.requests).some((address) => address.startsWith('/v2/landing?'))).toBe(true),
    );
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/initialData .* ignored/));
    expect(await screen.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
  });

  it('takes over a details page without asking for its attraction again', async () => {
    const id = FIXTURE_IDS.dublinWalkingTour;
    const { snapshot } = await snapshotOf({ address: `/en-GB/EUR/${id}` });
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'details', id },
      currency: 'EUR',
      locale: 'en-GB',
      initialData: snapshot,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(
      addresses(sandbox.requests).filter((address) => address.startsWith(`/v2/attractions/${id}?`)),
    ).toEqual([]);
  });

  it("starts a search page on the snapshot's first results without asking for them again", async () => {
    const { snapshot, asked } = await snapshotOf({ address: '/en-GB/EUR/search?search=dublin' });
    const searches = (addresses: string[]) =>
      addresses.filter((address) => address.startsWith('/v2/attractions?'));
    expect(searches(asked)).toHaveLength(1);
    const [, first] = Object.entries(snapshot.data).find(([key]) => key.startsWith('@"search",')) ?? [];
    const name = (first as AttractionSearchResponse).results[0]?.attraction_name ?? '';
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'search', search: 'dublin' },
      currency: 'EUR',
      locale: 'en-GB',
      initialData: snapshot,
    });
    // The results from the snapshot, as soon as the page's code is there.
    expect((await screen.findAllByRole('heading', { name })).length).toBeGreaterThan(0);
    await standInsReplaced();
    expect(searches(addresses(sandbox.requests))).toEqual([]);
  });

  it("takes over a help page's content without asking for it again", async () => {
    const { snapshot, asked } = await snapshotOf({ address: '/en-GB/EUR/help' });
    const pages = (addresses: string[]) => addresses.filter((address) => address.startsWith('/v2/pages/'));
    expect(pages(asked)).toHaveLength(1);
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'help' },
      currency: 'EUR',
      locale: 'en-GB',
      initialData: snapshot,
    });
    expect(await screen.findByRole('tab', { selected: true })).toBeVisible();
    await standInsReplaced();
    expect(pages(addresses(sandbox.requests))).toEqual([]);
  });
});
