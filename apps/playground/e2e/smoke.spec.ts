import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from '../playwright.config';

const page = `/?api-host=http://127.0.0.1:${SANDBOX_PORT}`;

test('the playground searches locations through the API client against the sandbox', async ({
  page: browser,
}) => {
  const requests: string[] = [];
  browser.on('request', (request) => {
    if (request.url().includes('/locations/search')) requests.push(request.url());
  });
  await browser.goto(page);
  await expect(browser.getByRole('heading', { name: 'Coras playground' })).toBeVisible();

  await browser.getByLabel('Where are you going?').fill('dubl');
  await browser.getByRole('button', { name: 'Search locations' }).click();

  await expect(browser.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveText([
    'Dublin (city)',
  ]);
  await expect(browser.getByRole('list', { name: 'Popular' })).toContainText('Ireland');
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0] ?? '').searchParams.get('language_code')).toBe('en');

  const { violations } = await new AxeBuilder({ page: browser }).analyze();
  expect(violations).toEqual([]);
});

test('the playground says so when the API cannot be reached', async ({ page: browser }) => {
  // Port 9 (discard) refuses connections on this machine; the client retries, then reports.
  await browser.goto('/?api-host=http://127.0.0.1:9');
  await browser.getByRole('button', { name: 'Search locations' }).click();
  await expect(browser.getByRole('alert')).toContainText('could not be reached', { timeout: 20_000 });
});
