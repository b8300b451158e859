import { execFileSync } from 'node:child_process';
import { fixtureDir, PORTS } from '../lib/fixtures.mjs';
import { expect, expectStyledAndAccessible, test } from './support';

const APP = `http://127.0.0.1:${PORTS.next}`;

test('every package imports on the server without touching browser globals', () => {
  const output = execFileSync(process.execPath, ['server-imports.mjs'], {
    cwd: fixtureDir('next'),
    encoding: 'utf8',
  });
  expect(JSON.parse(output).imported).toHaveLength(9);
});

/** The API paths of the landing's first page: what the server's snapshot answered. */
const FIRST_PAGE_PATHS = ['/v2/geolocation', '/v2/landing', '/v2/landing/filters'];

/** A text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

test('Next.js (App Router): the server renders the landing with its cards and the browser takes it over without asking again', async ({
  page,
  pageErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || /hydrat/i.test(message.text())) warnings.push(message.text());
  });
  // The API calls the browser sends for the first page's data (none: the server's snapshot has them).
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(PORTS.sandbox) && FIRST_PAGE_PATHS.includes(url.pathname))
      apiCalls.push(url.pathname);
  });
  const html = await (await page.request.get(`${APP}/`)).text();

  await page.goto(`${APP}/`);
  await expect(page.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible({
    timeout: 30_000,
  });
  // The server's HTML holds the first cards as the hydrated page shows them: names, prices, links.
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  for (const card of await cards.all().then((all) => all.slice(0, 3))) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const price =
      (await card
        .getByText(/€\s?[\d.,]+/)
        .first()
        .textContent()) ?? '';
    const href = (await card.getByRole('link', { name }).getAttribute('href')) ?? '';
    expect(name).not.toBe('');
    expect(html).toContain(asHtml(name));
    expect(html).toContain(asHtml(price));
    expect(href).toMatch(/^\/en-GB\/EUR\/./);
    expect(html).toContain(`href="${href}"`);
  }
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
