import { execFileSync } from 'node:child_process';
import { fixtureDir, PORTS } from '../lib/fixtures.mjs';
import { expect, expectStyledAndAccessible, test } from './support';

const APP = `http://127.0.0.1:${PORTS.next}`;

test('every package imports on the server without touching browser globals', () => {
  const output = execFileSync(process.execPath, ['server-imports.mjs'], {
    cwd: fixtureDir('next'),
    encoding: 'utf8',
  });
  expect(JSON.parse(output).imported).toHaveLength(8);
});

test('Next.js (App Router): the server renders the storefront and the browser hydrates it without a warning', async ({
  page,
  pageErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || /hydrat/i.test(message.text())) warnings.push(message.text());
  });
  const html = await (await page.request.get(`${APP}/`)).text();
  // Rendered on the server: the widget's root is in the HTML before any script runs.
  expect(html).toContain('coras-root');

  await page.goto(`${APP}/`);
  await expect(page.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible({
    timeout: 30_000,
  });
  await expectStyledAndAccessible(page, { kind: 'document' }, 'landing (Next.js)');
  // A card leads to its details page: the hydrated tree answers clicks. The README's router makes
  // it a link, rendered on the server with the same address.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(warnings).toEqual([]);
  expect(pageErrors).toEqual([]);
});
