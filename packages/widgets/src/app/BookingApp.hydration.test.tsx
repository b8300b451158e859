import type { Attraction } from '@coras/api-client';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, SANDBOX_HOST, testLogger } from '../../test/harness.test-utils';
import type { StorefrontSnapshot } from '../runtime/data/snapshot';
import { loadStorefront } from '../server';

// The browser taking over a server's HTML (`hydrateRoot`) as Next's App Router does: the page's
// chunk and the locale's texts are not there yet when hydration starts, as on a visitor's first load.

const config = {
  apiHost: SANDBOX_HOST,
  distributorId: 'test',
  locale: 'en-GB',
  locales: 'en-GB,de-DE',
  currency: 'EUR',
} as const;

/** The app's modules afresh: nothing loaded yet (no page chunk, no locale texts), as in a new page. */
async function freshApp() {
  vi.resetModules();
  const [react, server, client, app, provider, router] = await Promise.all([
    import('react'),
    import('react-dom/static'),
    import('react-dom/client'),
    import('./BookingApp'),
    import('./CorasProvider'),
    import('../runtime/navigation/router'),
  ]);
  const tree = (snapshot: StorefrontSnapshot, fetch: (request: Request) => Promise<Response>) =>
    react.createElement(
      provider.CorasProvider,
      {
        ...config,
        fetch,
        logger: testLogger(),
        initialData: snapshot,
        router: router.createHistoryRouter(),
      },
      react.createElement(app.BookingApp),
    );
  return { server, client, tree };
}

/** The server's HTML of `address`, every Suspense boundary resolved (what the browser has once streamed). */
async function serverHtmlOf(address: string, origin?: string) {
  const api = inProcessSandbox();
  const snapshot = await loadStorefront({
    ...config,
    address,
    fetch: api.fetch,
    logger: testLogger(),
    ...(origin ? { origin } : {}),
  });
  const { server, tree } = await freshApp();
  const errors: unknown[] = [];
  const { prelude } = await server.prerender(tree(snapshot, api.fetch), {
    onError: (error) => void errors.push(error),
  });
  expect(errors).toEqual([]);
  return { snapshot, html: await new Response(prelude).text() };
}

/**
 * Runs the streamed HTML's inline scripts, as a browser does while it parses them: React's, which
 * move each boundary's content (written after its fallback) into its place.
 */
function revealStreamedBoundaries(element: HTMLElement) {
  for (const script of element.querySelectorAll('script:not([type])')) {
    // React's own inline scripts, from this test's server render.
    new Function(script.textContent ?? '')();
  }
}

// A new one for each test: the last test's unmounted root would clear a container used again.
let container = document.createElement('div');
beforeEach(() => {
  container = document.createElement('div');
});
afterEach(() => {
  container.remove();
  window.history.replaceState(null, '', '/');
});

describe('hydrating a server-rendered page', () => {
  it.each([['en-GB'], ['de-DE']])(
    'takes over a details page in %s as the server wrote it: no mismatch, no loading box, no request again',
    async (locale) => {
      const id = FIXTURE_IDS.dublinWalkingTour;
      const address = `/${locale}/EUR/${id}`;
      window.history.replaceState(null, '', address);
      const { snapshot, html } = await serverHtmlOf(address);
      const name = (Object.values(snapshot.data)[0] as Attraction).attraction_name;
      container.innerHTML = html;
      document.body.append(container);
      revealStreamedBoundaries(container);
      await waitFor(() => expect(container.querySelector('[hidden][id^="S:"]')).toBeNull());
      const heading = container.querySelector('h1');
      expect(heading?.textContent).toBe(name);
      const footerLinks = container.querySelector('nav[aria-label]:not([aria-label="Main"]) ul');
      expect(footerLinks?.querySelector('a[href]')).not.toBeNull();
      // Until the browser has taken the page over, its basket does nothing, and says so.
      const basket = container.querySelector('[data-basket-button]');
      expect(basket).toHaveAttribute('aria-disabled', 'true');

      const { client, tree } = await freshApp();
      const browser = inProcessSandbox();
      const recoverable: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error');
      const root = client.hydrateRoot(container, tree(snapshot, browser.fetch), {
        onRecoverableError: (error) => void recoverable.push(error),
      });
      // Hydrated: the description's sanitised HTML (a list) has replaced the server's text.
      await waitFor(() => expect(container.querySelector('ul li')).not.toBeNull());
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalledWith(expect.stringMatching(/hydrat|did not match/i));
      // The server's heading is the one on screen, never replaced by a loading box or English.
      expect(container.querySelector('h1')).toBe(heading);
      expect(container.contains(footerLinks)).toBe(true);
      // The basket works now: no longer disabled, nor described by the note for a visitor without
      // JavaScript, which leaves the page.
      await waitFor(() =>
        expect(container.querySelector('[data-basket-button]')).not.toHaveAttribute('aria-disabled'),
      );
      expect(container.querySelector('[data-basket-button]')).not.toHaveAttribute('aria-describedby');
      // The same button as the server's: one focused while the page was taken over keeps its focus.
      expect(container.querySelector('[data-basket-button]')).toBe(basket);
      expect(container.querySelector('nav[aria-label="Main"] noscript')).toBeNull();
      expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe(locale);
      expect(browser.paths().filter((path) => path.startsWith(`/v2/attractions/${id}`))).toEqual([]);
      // What the server did not write, the page asks for once it is the browser's: the other
      // attractions of the place, below the page.
      await waitFor(() =>
        expect(container.querySelector('section[aria-busy="false"] h2')?.textContent).toBeTruthy(),
      );
      root.unmount();
      consoleError.mockRestore();
    },
  );

  it("keeps the JSON-LD's address absolute on the snapshot's origin, from the server's HTML through hydration and after", async () => {
    const id = FIXTURE_IDS.dublinWalkingTour;
    const address = `/en-GB/EUR/${id}`;
    const absolute = `https://shop.example${address}`;
    window.history.replaceState(null, '', address);
    const { snapshot, html } = await serverHtmlOf(address, 'https://shop.example');
    container.innerHTML = html;
    document.body.append(container);
    revealStreamedBoundaries(container);
    const urlOf = () =>
      JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}').url;
    await waitFor(() => expect(container.querySelector('[hidden][id^="S:"]')).toBeNull());
    expect(urlOf()).toBe(absolute);

    const { client, tree } = await freshApp();
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = client.hydrateRoot(container, tree(snapshot, inProcessSandbox().fetch), {
      onRecoverableError: (error) => void recoverable.push(error),
    });
    await waitFor(() => expect(container.querySelector('ul li')).not.toBeNull());
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringMatching(/hydrat|did not match/i));
    // The render after hydration, the browser's own, names the same origin, not the page's.
    expect(document.baseURI).not.toMatch(/^https:\/\/shop\.example\//);
    expect(urlOf()).toBe(absolute);
    root.unmount();
    consoleError.mockRestore();
  });
});
