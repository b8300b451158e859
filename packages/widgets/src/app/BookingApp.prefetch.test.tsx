import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport } from '../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../test/harness.test-utils';
import { Footer } from '../features/footer/Footer';
import { BookingApp } from './BookingApp';

// The details page's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('../pages/details/DetailsPage', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

describe('BookingApp on the details page', () => {
  it("asks for the attraction while the page's code is still downloading, and only once", async () => {
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'details', id: FIXTURE_IDS.dublinWalkingTour },
    });
    const attractionCalls = () =>
      sandbox.requests.filter((request) => new URL(request.url).pathname.startsWith('/v2/attractions/'));

    await waitFor(() => expect(gate.requested).toBe(true));
    await waitFor(() => expect(attractionCalls()).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => gate.open());
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(attractionCalls()).toHaveLength(1);
    expect(new URL(attractionCalls()[0]?.url ?? '').pathname).toBe(
      `/v2/attractions/${FIXTURE_IDS.dublinWalkingTour}`,
    );
  });
});

/** The image preloads in the document's head: each link's address, srcset and sizes. */
function imagePreloads() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    src: link.getAttribute('href'),
    srcSet: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }));
}

/** What a preload of each image's file carries: its srcset and sizes, else its src (React's way). */
function asked(images: HTMLImageElement[]) {
  return images.map((image) => ({
    src: image.getAttribute('srcset') ? null : image.getAttribute('src'),
    srcSet: image.getAttribute('srcset'),
    sizes: image.getAttribute('sizes'),
    priority: image.getAttribute('fetchpriority'),
  }));
}

describe('the first page’s requests', () => {
  // React keeps the preloads of earlier tests in the head (and asks for each address once a page).
  beforeEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('preload the landing’s first-screen card images exactly as the cards then ask for them', async () => {
    renderWithSandbox(<BookingApp />, { initialParams: { page: 'landing', country: 'ireland' } });
    const first = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const eager = within(first)
      .getAllByRole('article')
      .map((card) => card.querySelector('img:not([data-placeholder])') as HTMLImageElement)
      .filter((image) => image.getAttribute('fetchpriority') === 'high');
    expect(eager).toHaveLength(4);
    expect(imagePreloads()).toEqual(asked(eager));
  });

  it('preload the details page’s main photo exactly as the gallery then asks for it', async () => {
    // Another attraction than the first test's: its photo was preloaded once in this document.
    renderWithSandbox(<BookingApp />, { initialParams: { page: 'details', id: FIXTURE_IDS.corkTheatre } });
    await act(async () => gate.open());
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const main = gallery.querySelector('img[fetchpriority="high"]') as HTMLImageElement;
    expect(imagePreloads()).toEqual(asked([main]));
  });

  it('are asked only by a component that shows pages: a provider around a footer asks for nothing', async () => {
    fakeTimeouts();
    const { sandbox } = renderWithSandbox(<Footer />);
    expect(await screen.findByRole('button', { name: 'Help Centre' })).toBeVisible();
    await elapse(5000);
    expect(sandbox.requests.map((request) => new URL(request.url).pathname)).toEqual([]);
  });

  it('include the landing search of a page that names its place, sent while the page renders', async () => {
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin' },
    });
    expect(await screen.findByRole('heading', { name: 'Top picks in Dublin' })).toBeVisible();
    const landing = sandbox.requests.filter((request) => new URL(request.url).pathname === '/v2/landing');
    expect(landing).toHaveLength(1);
    // The first request of the visit: before the location picker's and the navbar's.
    expect(new URL(sandbox.requests[0]?.url ?? '').pathname).toBe('/v2/landing');
  });
});
