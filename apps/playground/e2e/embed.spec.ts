import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from '../playwright.config';
import { axeOn } from './support/journey';

test('the storefront embeds on a plain HTML page with one module script, and host CSS stays out', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/embed.html?api-host=http://127.0.0.1:${SANDBOX_PORT}`);

  const widget = page.locator('coras-booking');
  // The landing page: the visitor is located in Ireland by the sandbox and its sections appear.
  const widgetHeading = widget.getByRole('heading', { level: 2, name: 'Top picks in Ireland' });
  await expect(widgetHeading).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe('undefined');

  // The host's `h1, h2 { color: red; text-transform: uppercase }` reaches its own headings only.
  const hostHeading = page.getByRole('heading', { name: 'A travel blog that embeds the storefront' });
  await expect(hostHeading).toHaveCSS('color', 'rgb(200, 0, 0)');
  await expect(widgetHeading).not.toHaveCSS('color', 'rgb(200, 0, 0)');
  await expect(widgetHeading).toHaveCSS('text-transform', 'none');

  const styleSheets = await widget.evaluate((element) => element.shadowRoot?.adoptedStyleSheets.length ?? 0);
  expect(styleSheets).toBe(1);
  expect(errors).toEqual([]);

  const { violations } = await axeOn(page).include('coras-booking').analyze();
  expect(violations).toEqual([]);
});
