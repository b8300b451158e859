import { asHtml } from '@coras/tooling/html';
import { PORTS } from '../lib/fixtures.mjs';
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
