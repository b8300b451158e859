import { asHtml } from '@coras/tooling/html';
import { PORTS } from '../lib/fixtures.mjs';
import { expect, expectFirstCardsIn, expectStyledAndAccessible, test, watchFirstPage } from './support';

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
  expect(html).toContain('<link rel="canonical" href="https://shop.example/en-GB/EUR"/>');
  const { cards } = await expectFirstCardsIn(html, page);
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

test('react-dom/server: an attraction that does not exist answers HTTP 404', async ({ request }) => {
  const answer = await request.get(`${APP}/en-GB/EUR/no-such-attraction`);
  expect(answer.status()).toBe(404);
});
