import { asHtml } from '@coras/tooling/html';
import { PORTS } from '../lib/fixtures.mjs';
import { SITE_ORIGIN } from './servers';
import {
  expect,
  expectFirstCardsIn,
  expectStyledAndAccessible,
  jsonLdUrls,
  serverJsonLd,
  test,
  watchFirstPage,
} from './support';

// The README's second server recipe: a team's own Node server rendering with react-dom/server's
// renderToPipeableStream (storefront.tsx) and hydrating in the browser (client.tsx).
const APP = `http://127.0.0.1:${PORTS.nodeStream}`;

test('react-dom/server: the server streams the landing with its cards and head, and the browser hydrates it without asking again', async ({
  page,
  pageErrors,
}) => {
  const { warnings, apiCalls } = watchFirstPage(page);
  const answer = await page.request.get(`${APP}/`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await answer.text();

  await page.goto(`${APP}/`);
  const section = page.getByRole('heading', { level: 2, name: /^Top picks in / });
  await expect(section).toBeVisible({ timeout: 30_000 });
  // The head storefrontMetadata gave: the first section's title, its canonical address.
  const title = (await section.textContent()) ?? '';
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(asHtml(title));
  expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/en-GB/EUR"/>`);
  const { cards, links } = await expectFirstCardsIn(html, page);
  // Its ItemList names the cards' addresses absolute on the configured origin, not the request's host.
  const urls = jsonLdUrls(serverJsonLd(html));
  for (const url of urls) expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/en-GB/EUR/[^/?]+`));
  expect(urls.slice(0, 3)).toEqual(links.map((href) => `${SITE_ORIGIN}${href}`));
  await expectStyledAndAccessible(page, { kind: 'document' }, 'landing (react-dom/server)');
  expect(apiCalls).toEqual([]);
  // The hydrated tree answers clicks: a card opens its details page.
  const card = cards.first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(warnings).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("react-dom/server: a details page's server HTML names its attraction's address in JSON-LD, absolute on the configured origin", async ({
  request,
}) => {
  const [listed] = jsonLdUrls(serverJsonLd(await (await request.get(`${APP}/`)).text()));
  const path = new URL(listed ?? '').pathname;
  expect(path).toMatch(/^\/en-GB\/EUR\/[^/]+$/);
  const answer = await request.get(`${APP}${path}`);
  expect(answer.status()).toBe(200);
  expect(jsonLdUrls(serverJsonLd(await answer.text()))).toEqual([`${SITE_ORIGIN}${path}`]);
});

test('react-dom/server: an attraction that does not exist answers HTTP 404', async ({ request }) => {
  const answer = await request.get(`${APP}/en-GB/EUR/no-such-attraction`);
  expect(answer.status()).toBe(404);
});
