// @vitest-environment node
import type { Attraction, AttractionSearchResponse, LandingResponse, Page } from '@coras/api-client';
import { formatPriceIn, htmlToText, visibleSections } from '@coras/booking-core';
import { createSandboxApp, FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { asHtml } from '@coras/tooling/html';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingApp } from '../app/BookingApp';
import { CorasProvider } from '../app/CorasProvider';
import { createHistoryRouter } from '../runtime/navigation/router';
import { loadStorefront } from './index';

// What a streaming server render (Next's App Router, `renderToReadableStream`) writes for an
// address with the README's router, once every Suspense boundary has resolved.

const silent = { warn: () => undefined, error: () => undefined };

async function serverRender(
  address: string,
  {
    locale = 'en-GB',
    currency = 'EUR',
    origin,
  }: { locale?: string; currency?: string; origin?: string } = {},
) {
  const app = createSandboxApp({ today: '2026-11-21', geolocation: 'ireland' });
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    asked.push(request.url);
    return app.fetch(request);
  };
  const config = {
    apiHost: 'http://sandbox.test',
    distributorId: 'test',
    locale,
    locales: 'en-GB,de-DE,fr-FR',
    currency,
    currencies: 'EUR,GBP',
    logger: silent,
  } as const;
  const snapshot = await loadStorefront({ ...config, address, fetch, ...(origin ? { origin } : {}) });
  const loaded = asked.length;
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <CorasProvider {...config} fetch={fetch} initialData={snapshot} router={createHistoryRouter()}>
      <BookingApp />
    </CorasProvider>,
    { onError: (error) => void errors.push(error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  expect(errors).toEqual([]);
  // The render asked the API for nothing the snapshot did not hold.
  expect(asked.slice(loaded)).toEqual([]);
  return { html, snapshot };
}

const answerOf = <T,>(data: Record<string, unknown>, name: string) =>
  Object.entries(data).find(([key]) => key.startsWith(`@"${name}",`))?.[1] as T;

/** The page's JSON-LD, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text]) => JSON.parse(text ?? '') as Record<string, unknown>,
  );

describe('a streaming server render of an address (node)', () => {
  // The first test of the file: its renders start in a process that has loaded no chunk yet.
  it.each([
    ['a landing', '/'],
    ['a details page', `/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`],
    ['a search page', '/en-GB/EUR/search?search=dublin'],
    ['a help page', '/en-GB/EUR/help'],
    ['a landing in German', '/de-DE/EUR?country=ireland'],
  ])(
    'writes %s in place, from a cold start: no part apart for a script to move in (what a visitor without JavaScript never gets)',
    async (_page, address) => {
      const { html } = await serverRender(address, {
        locale: address.startsWith('/de-DE') ? 'de-DE' : 'en-GB',
      });
      // React's default chunk size, as Next's App Router renders: a Suspense boundary that waited, or
      // whose content is larger, is written after the page, hidden, with the script that moves it in.
      expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
      expect(html).toMatch(/<main [^>]*>(?!<\/main>)/);
    },
  );

  it("writes a details page: its heading, description and JSON-LD with the lowest price's offer", async () => {
    const id = FIXTURE_IDS.dublinWalkingTour;
    const { html, snapshot } = await serverRender(`/en-GB/EUR/${id}`);
    const attraction = answerOf<Attraction>(snapshot.data, 'attraction');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${asHtml(attraction.attraction_name)}</h1>`));
    expect(html).toContain(asHtml(htmlToText(attraction.highlights ?? '')).slice(0, 60));
    expect(html).not.toMatch(/aria-busy="true"[^>]*><\/div><\/main>/);
    const [node] = jsonLd(html);
    expect(node).toMatchObject({
      '@type': 'TouristAttraction',
      name: attraction.attraction_name,
      url: `/en-GB/EUR/${id}`,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: expect.any(Number) },
    });
  });

  it('writes a theatre as an Event with its date and its offer in the address’s currency', async () => {
    const id = FIXTURE_IDS.corkTheatre;
    const { html, snapshot } = await serverRender(`/en-GB/GBP/${id}`);
    const attraction = answerOf<Attraction>(snapshot.data, 'attraction');
    expect(html).toContain(asHtml(attraction.attraction_name));
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'Event',
      startDate: expect.any(String),
      offers: { '@type': 'Offer', priceCurrency: 'GBP' },
    });
  });

  it.each([
    ['de-DE', 'EUR', 'Tickets buchen'],
    ['fr-FR', 'GBP', 'Réserver des billets'],
  ])('writes a details page in %s, priced in %s', async (locale, currency, bookHeading) => {
    const id = FIXTURE_IDS.dublinWalkingTour;
    const { html, snapshot } = await serverRender(`/${locale}/${currency}/${id}`, { locale });
    expect(html).toContain(`lang="${locale}"`);
    expect(html).toContain(asHtml(answerOf<Attraction>(snapshot.data, 'attraction').attraction_name));
    expect(html).toContain(`>${bookHeading}</h2>`);
    expect(html).toMatch(/<noscript><p [^>]*>[^<]*JavaScript[^<]*<\/p><\/noscript>/);
    expect(jsonLd(html)[0]).toMatchObject({ offers: { priceCurrency: currency } });
  });

  it.each([
    ['de-DE', 'GBP'],
    ['fr-FR', 'EUR'],
  ] as const)('writes a landing in %s with its cards priced in %s', async (locale, currency) => {
    const { html, snapshot } = await serverRender(`/${locale}/${currency}?country=ireland`, { locale });
    expect(html).toContain(`lang="${locale}"`);
    const items = answerOf<LandingResponse>(snapshot.data, 'landing').sections[0]?.items.slice(0, 3) ?? [];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(html).toContain(asHtml(item.title));
      expect(html).toContain(asHtml(formatPriceIn(item.price, currency, locale) ?? 'no price'));
    }
  });

  it('writes a landing’s attractions as an ItemList, each once, in the order of their cards (issue 32)', async () => {
    const { html, snapshot } = await serverRender('/en-GB/EUR?country=ireland');
    const sections = visibleSections(answerOf<LandingResponse>(snapshot.data, 'landing').sections);
    const ids = [...new Set(sections.flatMap((section) => section.items.map((item) => item.id)))];
    // The fixture's sections share attractions: the list names each once, where it first shows.
    expect(ids.length).toBeLessThan(sections.flatMap((section) => section.items).length);
    const [list] = jsonLd(html);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    // At the addresses of the cards' links (an attraction's next date in its query).
    const urls = ((list?.itemListElement ?? []) as Array<{ url: string }>).map((item) => item.url);
    expect(urls.map((url) => url.replace(/\?.*$/, ''))).toEqual(ids.map((id) => `/en-GB/EUR/${id}`));
    for (const url of urls) expect(html).toContain(`href="${url}"`);
  });

  it.each([
    ['a landing', '/en-GB/EUR?country=ireland'],
    ['a details page', `/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`],
    ['a search page', '/en-GB/EUR/search?search=dublin'],
  ])("writes %s's JSON-LD addresses absolute, on the snapshot's origin", async (_page, address) => {
    const { html } = await serverRender(address, { origin: 'https://shop.example/' });
    const nodes = jsonLd(html);
    const listed = nodes.flatMap((node) => (node.itemListElement ?? []) as Array<{ url: string }>);
    const urls = [
      ...nodes.map((node) => node.url).filter((url) => url !== undefined),
      ...listed.map(({ url }) => url),
    ];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/shop\.example\/en-GB\/EUR\/[^/]+/);
    // The cards' links stay the site's own paths.
    for (const { url } of listed.slice(0, 3))
      expect(html).toContain(
        `href="${new URL(url).pathname}${new URL(url).search.replaceAll('&', '&amp;')}"`,
      );
  });

  it("writes a search page's first results, with their links", async () => {
    const { html, snapshot } = await serverRender('/en-GB/EUR/search?search=dublin');
    const results = answerOf<AttractionSearchResponse>(snapshot.data, 'search').results;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results.slice(0, 3)) {
      expect(html).toContain(asHtml(result.attraction_name));
      expect(html).toContain(`href="/en-GB/EUR/${result.attraction_id}?date=`);
    }
  });

  it("writes a help page's content", async () => {
    const { html, snapshot } = await serverRender('/en-GB/EUR/help');
    const page = answerOf<Page>(snapshot.data, 'help-page');
    expect(page.title).not.toBe('');
    expect(html).toContain(asHtml(page.title));
  });

  it("writes no loading cards of 'Other attractions' (without JavaScript they would never load)", async () => {
    const { html } = await serverRender(`/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`);
    expect(html).toContain('</h1>');
    expect(html).not.toContain('Other attractions');
    expect(html).not.toMatch(/aria-busy="true"/);
  });

  it('writes the navbar and the footer, whose links are links', async () => {
    const { html } = await serverRender(`/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toMatch(/<nav aria-label="Help and contact">.*?<a [^>]*href="\/en-GB\/EUR\/help"/s);
  });

  it.each([
    ['a landing', '/en-GB/EUR?country=ireland', 'The basket needs JavaScript'],
    ['a details page', `/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`, 'The basket needs JavaScript'],
    ['a search page', '/en-GB/EUR/search?search=dublin', 'The basket needs JavaScript'],
    ['a help page', '/en-GB/EUR/help', 'The basket needs JavaScript'],
    ['a landing in German', '/de-DE/EUR?country=ireland', 'Der Warenkorb benötigt JavaScript'],
  ])(
    "says by %s's basket that it needs JavaScript, to a visitor without it",
    async (_page, address, note) => {
      const { html } = await serverRender(address, {
        locale: address.startsWith('/de-DE') ? 'de-DE' : 'en-GB',
      });
      // The note right before the basket's button, which it describes and which says it does nothing.
      const [, id, text, button] =
        html.match(/<noscript><span id="([^"]+)"[^>]*>([^<]*)<\/span><\/noscript>(<button [^>]*>)/) ?? [];
      expect(text).toBe(note);
      expect(button).toContain('data-basket-button=""');
      expect(button).toContain('aria-disabled="true"');
      expect(button).toContain(`aria-describedby="${id}"`);
    },
  );

  it('writes the same HTML for an address the second time, once the server has loaded every chunk', async () => {
    const first = await serverRender('/en-GB/EUR?country=ireland');
    await serverRender(`/en-GB/EUR/${FIXTURE_IDS.dublinWalkingTour}`);
    const again = await serverRender('/en-GB/EUR?country=ireland');
    // What the browser hydrates (it has loaded nothing yet) is what the server wrote the first time.
    expect(again.html).toBe(first.html);
  });
});
