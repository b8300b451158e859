import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from '../playwright.config';
import { axeOn, SANDBOX } from './support/journey';

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

  // The widget's rules are adopted into its shadow root (a sheet per style module the page uses),
  // none into the host's document.
  const styleSheets = await widget.evaluate((element) => element.shadowRoot?.adoptedStyleSheets.length ?? 0);
  expect(styleSheets).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(errors).toEqual([]);

  const { violations } = await axeOn(page).include('coras-booking').analyze();
  expect(violations).toEqual([]);
});

test("the host page's own menu drives the element: Help and Home by a params-update event, an attraction by navigate()", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const fixtures = (await (await request.get(`${SANDBOX}/sandbox/fixtures`)).json()) as {
    attractions: { dublinWalkingTour: string };
  };
  await page.goto(`/embed.html?api-host=${SANDBOX}`);
  const widget = page.locator('coras-booking');
  await expect(widget.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Blog menu' });
  const events = page.locator('#events li');
  const told = await events.count();

  // Help: the host dispatches the payload on the element; the focus moves into the widget's page.
  await menu.getByRole('button', { name: 'Help' }).click();
  await expect(widget.getByRole('heading', { name: 'Attractions and tours' })).toBeVisible();
  await expect(widget.getByRole('main')).toBeFocused();
  await expect(widget.getByRole('status').filter({ hasText: 'Help Centre page' })).toBeAttached();
  // The widget tells of the change once (its own event does not come back in as a new one).
  await expect(events).toHaveCount(told + 1);
  await expect(events.last()).toContainText('"page":"help"');

  // An attraction: a deep link through navigate(), to the sandbox's Dublin walking tour.
  const attraction = menu.getByRole('button', { name: 'An attraction: Dublin Old Town Walking Tour' });
  await expect(attraction).toHaveAttribute('data-attraction', fixtures.attractions.dublinWalkingTour);
  await attraction.click();
  const title = widget.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' });
  await expect(title).toBeFocused();
  await expect(events.last()).toContainText(`"id":"${fixtures.attractions.dublinWalkingTour}"`);
  const { violations } = await axeOn(page).analyze();
  expect(violations).toEqual([]);

  // Home: back to the landing page.
  await menu.getByRole('button', { name: 'Home' }).click();
  await expect(widget.getByRole('heading', { level: 1, name: 'Things to do in' })).toBeFocused();
  // (The landing without a place locates the visitor again, which is told too.)
  await expect(events.last()).toContainText('"page":"landing"');

  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
