import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from '../playwright.config';
import { axeOn } from './support/journey';

const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;

test('the playground opens the storefront against the sandbox, with the landing page in the address', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sandbox)) calls.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/?api-host=${sandbox}`);

  // The sandbox locates the visitor in Ireland and the landing page's sections appear.
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible({
    timeout: 15_000,
  });
  // `/` became the landing page's own address, and the playground's api-host stayed on it.
  await expect(page).toHaveURL(`/en-GB/EUR?api-host=${encodeURIComponent(sandbox)}`);
  expect(calls).toContain('/v2/geolocation');
  expect(errors).toEqual([]);

  const { violations } = await axeOn(page).analyze();
  expect(violations).toEqual([]);
});

test('every page has its own address, and back and forward move between them', async ({ page }) => {
  const landing = page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' });
  const help = page.getByRole('tablist', { name: 'I need help with...' });
  await page.goto(`/?api-host=${sandbox}`);
  await expect(landing).toBeVisible({ timeout: 15_000 });

  await page
    .getByRole('navigation', { name: 'Help and contact' })
    .getByRole('link', { name: 'Help Centre' })
    .click();
  await expect(help).toBeVisible();
  await expect(page).toHaveURL(`/en-GB/EUR/help?api-host=${encodeURIComponent(sandbox)}`);

  await page.goBack();
  await expect(landing).toBeVisible();
  await expect(help).toBeHidden();
  await page.goForward();
  await expect(help).toBeVisible();

  // The address alone restores the page (a shared link, a reload).
  await page.reload();
  await expect(help).toBeVisible();
});

test('an unreachable API shows the widget’s error message, not a blank page', async ({ page }) => {
  // The location, then the search: each tries 4 times, waiting 1, 2 and 4 s plus up to half again
  // (spec 1 §8), up to 21 s of real waits before the message.
  test.setTimeout(60_000);
  // Port 9 (discard) refuses connections on this machine; the client retries, then the widget says so.
  await page.goto('/?api-host=http://127.0.0.1:9');
  const dialog = page.getByRole('dialog', { name: /We're sorry/ });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toContainText('Something went wrong.');
  await expect(dialog.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
});

test('an API that never answers ends in the same error message, not endless loading', async ({ page }) => {
  // The page's clock is Playwright's, so the client's 15 s deadlines and retry waits pass at once.
  await page.clock.install();
  // Every API call hangs, as on a host that accepts connections and never answers.
  await page.route(`http://127.0.0.1:${SANDBOX_PORT}/v2/**`, () => undefined);
  await page.goto(`/?api-host=http://127.0.0.1:${SANDBOX_PORT}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading attractions' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /We're sorry/ });
  // Four attempts of 15 s and the waits between them, for the location and then for the search.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(30_000);
        return dialog.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(dialog).toContainText('Something went wrong.');
  await expect(page.getByText('Loading attractions')).toHaveCount(0);
});
