import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asHtml } from '@coras/tooling/html';
import { API_HOST_VARIABLE, fixtureDir, PORTS } from '../lib/fixtures.mjs';
import { SITE_ORIGIN, startNext } from './servers';
import {
  expect,
  expectFirstCardsIn,
  expectStyledAndAccessible,
  jsonLdUrls,
  serverJsonLd,
  test,
  watchFirstPage,
} from './support';

const APP = `http://127.0.0.1:${PORTS.next}`;

test('every package imports on the server without touching browser globals', () => {
  const output = execFileSync(process.execPath, ['server-imports.mjs'], {
    cwd: fixtureDir('next'),
    encoding: 'utf8',
  });
  expect(JSON.parse(output).imported).toHaveLength(9);
});

test('Next.js (App Router): the server renders the landing with its cards and their ItemList, and the browser takes it over without asking again', async ({
  page,
  pageErrors,
}) => {
  const { warnings, apiCalls } = watchFirstPage(page);
  const html = await (await page.request.get(`${APP}/`)).text();

  await page.goto(`${APP}/`);
  await expect(page.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible({
    timeout: 30_000,
  });
  const { cards, links } = await expectFirstCardsIn(html, page);
  // Its attractions for search engines: the server's HTML lists them, in the cards' order, at the
  // addresses the cards open, absolute on the site's configured origin (not the request's host).
  const lists = serverJsonLd(html).filter((node) => node['@type'] === 'ItemList');
  expect(lists).toHaveLength(1);
  const urls = jsonLdUrls(lists);
  expect(urls.length).toBeGreaterThanOrEqual(links.length);
  for (const url of urls) expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/en-GB/EUR/[^/?]+`));
  expect(urls.slice(0, 3)).toEqual(links.map((href) => `${SITE_ORIGIN}${href}`));
  await expectStyledAndAccessible(page, { kind: 'document' }, 'landing (Next.js)');
  // Counted before leaving the landing: the details page asks for its own data (its other
  // attractions are a landing search), which no snapshot of the landing holds.
  expect(apiCalls).toEqual([]);
  // A card leads to its details page: the hydrated tree answers clicks. The README's router makes
  // it a link, rendered on the server with the same address.
  const card = cards.first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(warnings).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("Next.js: a details page's server HTML names its attraction's address in JSON-LD, absolute on the configured origin", async ({
  page,
}) => {
  const landing = await (await page.request.get(`${APP}/`)).text();
  const [listed] = jsonLdUrls(serverJsonLd(landing));
  const path = new URL(listed ?? '').pathname;
  expect(path).toMatch(/^\/en-GB\/EUR\/[^/]+$/);
  const answer = await page.request.get(`${APP}${path}`);
  expect(answer.status()).toBe(200);
  const nodes = serverJsonLd(await answer.text());
  expect(nodes.map((node) => node['@type'])).toContainEqual(
    expect.stringMatching(/^(TouristAttraction|Event)$/),
  );
  expect(jsonLdUrls(nodes)).toEqual([`${SITE_ORIGIN}${path}`]);
});

/** The `content` of a `<meta>` or the `href` of a `<link>` in a page's HTML, as React writes it. */
const headValue = (html: string, tag: RegExp): string | undefined => tag.exec(html)?.[1];

test("Next.js: the landing's head names the page — title, description, Open Graph and canonical address from its snapshot", async ({
  page,
}) => {
  const answer = await page.request.get(`${APP}/`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  await page.goto(`${APP}/`);
  const section = page.getByRole('heading', { level: 2, name: /^Top picks in / });
  await expect(section).toBeVisible({ timeout: 30_000 });
  // The title is the first section's, as the visitor sees it; the description names its first cards.
  const title = (await section.textContent()) ?? '';
  await expect(page).toHaveTitle(title);
  expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(asHtml(title));
  expect(headValue(html, /<meta property="og:title" content="([^"]*)"/)).toBe(asHtml(title));
  const first = page.getByRole('listitem').getByRole('heading', { level: 3 }).first();
  const description = headValue(html, /<meta name="description" content="([^"]*)"/) ?? '';
  expect(description).toContain(asHtml((await first.textContent()) ?? ''));
  expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE_ORIGIN}/en-GB/EUR`);
  expect(headValue(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/assets\/attractions\//,
  );
});

test('Next.js: an attraction that does not exist answers HTTP 404 with the not-found page', async ({
  request,
}) => {
  const answer = await request.get(`${APP}/en-GB/EUR/no-such-attraction`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('This page could not be found.');
});

test('Next.js: two server renders at once for other locales and currencies never mix their heads', async ({
  request,
}) => {
  const pages = [
    { address: '/en-GB/EUR', title: 'Top picks in Ireland' },
    { address: '/de-DE/GBP', title: 'Top-Empfehlungen in Irland' },
    { address: '/en-GB/USD', title: 'Top picks in Ireland' },
    { address: '/de-DE/EUR', title: 'Top-Empfehlungen in Irland' },
  ];
  // All at once, twice over: a module-level value on the server would hand one request another's.
  const answers = await Promise.all(
    [...pages, ...pages].map(async ({ address }) => (await request.get(`${APP}${address}`)).text()),
  );
  answers.forEach((html, index) => {
    const { address, title } = pages[index % pages.length] ?? { address: '', title: '' };
    expect(headValue(html, /<title>([^<]*)<\/title>/), address).toBe(title);
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/), address).toBe(`${SITE_ORIGIN}${address}`);
  });
});

/** A port nothing listens on: the API that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test("Next.js: with the API down the server still answers the page, in its loading state, and the browser's own request fills it", async ({
  page,
  pageErrors,
}) => {
  // The same build, its server's API host (CORAS_API_HOST) a port nothing listens on.
  const down = await startNext(PORTS.nextApiDown, {
    [API_HOST_VARIABLE]: `http://127.0.0.1:${await closedPort()}`,
  });
  try {
    const address = `http://127.0.0.1:${PORTS.nextApiDown}/`;
    const answer = await page.request.get(address);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    // The storefront's page, not Next's error page: its landing waits for its attractions, under
    // the host's own title (no snapshot, no metadata).
    expect(html).toContain('coras-root');
    expect(html).toContain('Loading attractions');
    expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(
      asHtml('Tickets — an internal team’s Next.js app'),
    );
    // The browser's API is up: the page asks for its data itself and shows it.
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible({
      timeout: 30_000,
    });
    expect(pageErrors).toEqual([]);
  } finally {
    // The page first: it goes on loading its lazy chunks from this server when idle, and a server
    // stopped under it would be refused connections the page logs as errors.
    await page.close();
    await down.stop();
  }
});
