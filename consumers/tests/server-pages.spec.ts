import { asHtml } from '@coras/tooling/html';
import { PORTS, SANDBOX_URL } from '../lib/fixtures.mjs';
import { SITE_ORIGIN } from './servers';
import { expect, jsonLdUrls, serverJsonLd, test } from './support';

// The landing's server HTML in 3 locales and 2 currencies, all rendered at once: each holds its
// own locale's and currency's cards as the hydrated page shows them, none another request's.
const APP = `http://127.0.0.1:${PORTS.next}`;
const PAGES = ['en-GB', 'de-DE', 'fr-FR'].flatMap((locale) =>
  ['EUR', 'GBP'].map((currency) => ({ locale, currency, address: `/${locale}/${currency}` })),
);

test('Next.js: the landing rendered at once in 3 locales and 2 currencies — each HTML holds its own cards and prices', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Every page twice, all at once: module-level state on the server would mix them.
  const htmls = await Promise.all(
    [...PAGES, ...PAGES].map(async ({ address }) => (await page.request.get(`${APP}${address}`)).text()),
  );
  for (const [index, { locale, currency, address }] of PAGES.entries()) {
    await page.goto(`${APP}${address}`);
    const section = page.getByRole('heading', { level: 2 }).first();
    await expect(section).toBeVisible({ timeout: 30_000 });
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const shown = await Promise.all(
      (await cards.all()).slice(0, 3).map(async (card) => ({
        name: (await card.getByRole('heading', { level: 3 }).textContent()) ?? '',
        price:
          (await card
            .getByText(currency === 'EUR' ? /€/ : /£/)
            .first()
            .textContent()) ?? '',
      })),
    );
    expect(shown).toHaveLength(3);
    for (const html of [htmls[index], htmls[index + PAGES.length]]) {
      expect(html, address).toContain(`lang="${locale}"`);
      expect(html, address).toContain(asHtml((await section.textContent()) ?? ''));
      // Its cards' JSON-LD addresses: absolute on the configured origin, in its own locale and currency.
      const urls = jsonLdUrls(serverJsonLd(html ?? ''));
      expect(urls.length, address).toBeGreaterThan(0);
      for (const url of urls) expect(url, address).toMatch(new RegExp(`^${SITE_ORIGIN}${address}/[^/?]+`));
      for (const { name, price } of shown) {
        expect(html, address).toContain(asHtml(name));
        expect(html, address).toContain(asHtml(price));
      }
    }
  }
});

/** A details page's attraction as the API gives it in a language. */
interface ApiAttraction {
  attraction_name: string;
  attraction_type: string;
  summary?: string;
  first_instance_date?: string;
  media: Array<{ url: string }>;
  min_price?: Record<string, number>;
  rating?: number;
}

// Six details pages, each another attraction (a tour, the theatre, a sports match, one far from UTC,
// one with no photos), in 3 locales and 2 currencies, all rendered at once.
const DETAILS = [
  ['en-GB', 'EUR', 'dublinWalkingTour'],
  ['en-GB', 'GBP', 'corkTheatre'],
  ['de-DE', 'EUR', 'footballMatch'],
  ['de-DE', 'GBP', 'aucklandCruise'],
  ['fr-FR', 'EUR', 'kyotoTeaCeremony'],
  ['fr-FR', 'GBP', 'zipline'],
] as const;

test('Next.js: details pages rendered at once in 3 locales and 2 currencies — each HTML holds its heading, text and JSON-LD with the offer in its currency', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fixtures = (await (await page.request.get(`${SANDBOX_URL}/sandbox/fixtures`)).json()) as {
    attractions: Record<string, string>;
  };
  const pages = DETAILS.map(([locale, currency, fixture]) => {
    const id = fixtures.attractions[fixture] ?? '';
    expect(id, fixture).not.toBe('');
    return { locale, currency, id, address: `/${locale}/${currency}/${id}` };
  });
  const htmls = await Promise.all(
    pages.map(async ({ address }) => (await page.request.get(`${APP}${address}`)).text()),
  );
  for (const [index, { locale, currency, id, address }] of pages.entries()) {
    const attraction = (await (
      await page.request.get(
        `${SANDBOX_URL}/v2/attractions/${id}?size=0&language_code=${locale.slice(0, 2)}`,
        {
          headers: { 'Coras-Distributor': 'consumer-tests' },
        },
      )
    ).json()) as ApiAttraction;
    const html = htmls[index] ?? '';
    expect(html, address).toContain(`lang="${locale}"`);
    expect(html, address).toMatch(
      new RegExp(`<h1[^>]*>${escapeRegExp(asHtml(attraction.attraction_name))}</h1>`),
    );
    const [node, ...others] = serverJsonLd(html);
    expect(others, address).toEqual([]);
    const lowest = attraction.min_price?.[currency];
    expect(lowest, `${address}: the API's lowest price in ${currency}`).toBeGreaterThan(0);
    expect(node, address).toMatchObject({
      '@type': attraction.attraction_type === 'THEATER' ? 'Event' : 'TouristAttraction',
      name: attraction.attraction_name,
      url: `${SITE_ORIGIN}${address}`,
      offers: {
        '@type': 'Offer',
        url: `${SITE_ORIGIN}${address}`,
        price: (lowest ?? 0) / 100,
        priceCurrency: currency,
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|PreOrder|SoldOut)$/),
      },
    });
    if (attraction.media.length > 0)
      expect(node?.image, address).toEqual(attraction.media.map((image) => image.url));
    else expect(node?.image, address).toBeUndefined();
    if (attraction.attraction_type === 'THEATER')
      expect(node?.startDate, address).toBe(attraction.first_instance_date);
    if ((attraction.rating ?? 0) > 0)
      expect(node?.aggregateRating, address).toMatchObject({ ratingValue: attraction.rating, bestRating: 5 });
    // The page's text: its summary as the JSON-LD describes it, shown in the HTML.
    expect(node?.description, address).toBeTruthy();
    expect(html, address).toContain(asHtml(String(node?.description).slice(0, 40)));
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
