import { expect, type Locator, type Page, test } from '@playwright/test';
import { SANDBOX_PORT } from '../playwright.config';
import { axeOn } from './support/journey';

const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
const landingHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' });

async function open(page: Page, path = '/') {
  await page.goto(`${path}?api-host=${sandbox}`);
  await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Integrator panel' });
const widgetOf = (page: Page) => page.locator('.coras-root');

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the integrator panel', () => {
  test('sits beside the widget, collapses, and a reload keeps it collapsed; axe finds nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page);
    const panel = panelOf(page);
    const widget = widgetOf(page);
    expect(overlaps(await box(panel), await box(widget))).toBe(false);
    expect((await box(panel)).x).toBeGreaterThan((await box(widget)).x);

    const { violations } = await axeOn(page).analyze();
    expect(violations).toEqual([]);

    const widthBefore = (await box(widget)).width;
    const toggle = panel.getByRole('button', { name: 'Hide panel' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    const showToggle = panel.getByRole('button', { name: 'Show panel' });
    await expect(showToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('form', { name: 'Configuration' })).toBeHidden();
    expect((await box(widget)).width).toBeGreaterThan(widthBefore);

    await page.reload();
    await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect(panelOf(page).getByRole('button', { name: 'Show panel' })).toBeVisible();
    await panelOf(page).getByRole('button', { name: 'Show panel' }).press('Enter');
    await expect(panelOf(page).getByRole('form', { name: 'Configuration' })).toBeVisible();
  });

  test('sits above the widget on a phone as a closed bar, opens there without covering it; axe finds nothing', async ({
    page,
  }) => {
    // A ticket in the basket (as the bench does before Lighthouse), then its payment page on a
    // phone: short while the checkout loads, then the whole form. Nothing already on screen may
    // move as it grows (what Lighthouse counts as layout shift).
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page);
    const first = page.getByRole('article').first();
    await first
      .getByRole('link', { name: (await first.getByRole('heading', { level: 3 }).textContent()) ?? '' })
      .click();
    await page.getByRole('button', { name: /^Tickets / }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add one Adult ticket' }).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    const reserved = page.waitForResponse(
      (response) => /\/reserv/.test(response.url()) && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Add to basket' }).first().click({ timeout: 15_000 });
    expect((await reserved).ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/en-GB/EUR/payment?api-host=${sandbox}`);
    const panel = panelOf(page);
    const show = panel.getByRole('button', { name: 'Show panel' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('form', { name: 'Configuration' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 15_000 });
    // What the page loads after the form has arrived too: the billing countries, the widget's
    // chrome (drawn as placeholders until its chunk comes) and the fonts. (Images keep their box
    // while they load.)
    await expect(
      page.getByRole('combobox', { name: 'Country' }).getByRole('option', { name: 'Ireland' }),
    ).toBeAttached();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    const shifts = await page.evaluate(async () => {
      await document.fonts.ready;
      let total = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries) total += (entry as unknown as { value: number }).value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Every shift so far, and those of the frame that draws what came last.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      add(observer.takeRecords());
      observer.disconnect();
      return total;
    });
    expect(shifts).toBeLessThanOrEqual(0.02);

    await page.goto(`/?api-host=${sandbox}`);
    await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
    const bar = await box(panel);
    const widget = await box(widgetOf(page));
    expect(overlaps(bar, widget)).toBe(false);
    expect(bar.y + bar.height).toBeLessThanOrEqual(widget.y);
    expect(bar.height).toBeLessThan(60);
    // Closed since the page opened, the panel has not rendered its sections (the widget's first
    // screen does not share the main thread with a hidden form).
    await expect(panel.locator('form, details')).toHaveCount(0);
    let axe = await axeOn(page).analyze();
    expect(axe.violations).toEqual([]);

    // Open, it takes part of the screen and scrolls within itself: the widget stays in sight below it.
    await show.click();
    await expect(panel.getByRole('button', { name: 'Hide panel' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('form', { name: 'Configuration' })).toBeVisible();
    const opened = await box(panel);
    const below = await box(widgetOf(page));
    expect(overlaps(opened, below)).toBe(false);
    expect(below.y).toBeLessThan(800);
    axe = await axeOn(page).analyze();
    expect(axe.violations).toEqual([]);

    // Each visit on a phone starts with the bar closed, first in the Tab order as on screen; the
    // wide layout keeps its own choice.
    await page.reload();
    await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Tab');
    await expect(panelOf(page).getByRole('button', { name: 'Show panel' })).toBeFocused();
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(panelOf(page).getByRole('form', { name: 'Configuration' })).toBeVisible();
    expect((await box(panelOf(page))).x).toBeGreaterThan((await box(widgetOf(page))).x);
  });

  test('applies the configuration: currency, points and formula reach the widget, the address and a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page);
    const form = panelOf(page).getByRole('form', { name: 'Configuration' });
    await form.getByLabel('Start currency').selectOption('GBP');
    await form.getByLabel('Points unit').fill('Avios');
    await form.getByLabel('Show reward points').check();
    await form.getByLabel('Points per currency unit').fill('100');
    await form.getByLabel('Rounding').selectOption('round');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByRole('status')).toHaveText('Settings applied');

    await expect(page).toHaveURL(`/en-GB/GBP?api-host=${encodeURIComponent(sandbox)}`);
    await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('button', { name: /Currency: £ GBP/ })).toBeVisible();
    // A card's price earns points by the formula: round(price × 100), shown with the unit.
    const card = page.getByRole('article').first();
    await expect(card).toContainText(/From\s*£\d/);
    const price = Number(/From\s*£([\d,]+\.\d\d)/.exec(await card.innerText())?.[1]?.replaceAll(',', ''));
    const points = Math.round(price * 100).toLocaleString('en-GB');
    await expect(card).toContainText(new RegExp(`${points}\\s*Avios`));

    const snippet = panelOf(page).locator('pre').filter({ hasText: 'CorasProvider' });
    await expect(snippet).toContainText('currency="GBP"');
    await expect(snippet).toContainText('const rewardPoints = (price: number) => Math.round(price * 100);');

    await page.reload();
    await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect(panelOf(page).getByLabel('Start currency')).toHaveValue('GBP');
    await expect(panelOf(page).getByLabel('Points unit')).toHaveValue('Avios');
    await expect(panelOf(page).getByLabel('Show reward points')).toBeChecked();
    await expect(page.getByRole('article').first()).toContainText(/\d\s*Avios/);
  });

  test('applies the theme live through the ui kit’s variables', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page);
    const panel = panelOf(page);
    const variable = (name: string) =>
      widgetOf(page).evaluate((root, property) => getComputedStyle(root).getPropertyValue(property), name);

    await panel.getByLabel('Brand colour').fill('#6a1b7a');
    await expect.poll(() => variable('--coras-color-brand')).toBe('#6a1b7a');
    await panel.getByLabel('Font').selectOption({ label: 'Georgia (serif)' });
    await expect(landingHeading(page)).toHaveCSS('font-family', /Georgia/);
    await panel.getByLabel('Corner radius').fill('16');
    await expect.poll(() => variable('--coras-radius-md')).toBe('16px');
    await expect(panel.locator('pre').filter({ hasText: 'CorasProvider' })).toContainText(
      '"brand": "#6a1b7a"',
    );

    await panel.getByRole('button', { name: 'Reset theme' }).click();
    await expect.poll(() => variable('--coras-color-brand')).toBe('#0a5aa0');
  });

  test('sizes the widget’s container by preset, typed width and drag', async ({ page }) => {
    await page.setViewportSize({ width: 1800, height: 900 });
    await open(page);
    const panel = panelOf(page);
    const frame = page.locator('[data-width] > [data-width]');

    for (const width of [375, 768, 1024, 1368]) {
      await panel.getByRole('radio', { name: `${width} px` }).check();
      await expect.poll(async () => Math.round((await box(frame)).width)).toBe(width);
    }
    await panel.getByLabel('Free width (px)').fill('500');
    await expect.poll(async () => Math.round((await box(frame)).width)).toBe(500);

    // Drag the frame's corner 120 px to the right: the width follows, and the panel shows it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const rect = await box(frame);
    await page.mouse.move(rect.x + rect.width - 3, rect.y + rect.height - 3);
    await page.mouse.down();
    await page.mouse.move(rect.x + rect.width + 117, rect.y + rect.height - 3, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await box(frame)).width)).toBe(620);
    await expect(panel.getByLabel('Free width (px)')).toHaveValue('620');

    await page.reload();
    await expect(landingHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => Math.round((await box(frame)).width)).toBe(620);
    await panelOf(page).getByRole('radio', { name: 'Fill' }).check();
    await expect(panelOf(page).getByLabel('Free width (px)')).toHaveValue('');
  });

  test('logs every params-update, reservation-created and payment-status with its payload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page);
    const panel = panelOf(page);
    await page
      .getByRole('navigation', { name: 'Help and contact' })
      .getByRole('link', { name: 'Help Centre' })
      .click();
    await expect(page.getByRole('tablist', { name: 'I need help with...' })).toBeVisible();

    const log = panel.getByRole('list', { name: 'Events, newest first' });
    await expect(log.getByRole('listitem').first()).toContainText('params-update');
    await expect(log.getByRole('listitem').first()).toContainText('"page": "help"');

    // The basket and the checkout announce to the host page on window (spec 2 §4); the widgets'
    // own tests prove they fire, the end-to-end journeys see them fire in a real booking.
    await page.evaluate(() => {
      window.dispatchEvent(
        new CustomEvent('reservation-created', { detail: { reservation: { id: 'r-1' } } }),
      );
      window.dispatchEvent(
        new CustomEvent('payment-status', { detail: { success: true, transactionId: 't-9', userId: 'u-2' } }),
      );
    });
    await expect(log.getByRole('listitem').nth(0)).toContainText('payment-status');
    await expect(log.getByRole('listitem').nth(0)).toContainText('"transactionId": "t-9"');
    await expect(log.getByRole('listitem').nth(1)).toContainText('reservation-created');
    await expect(log.getByRole('listitem').nth(1)).toContainText('"id": "r-1"');
    const count = await log.getByRole('listitem').count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(panel.getByText(`Events (${count})`)).toBeVisible();

    await panel.getByRole('button', { name: 'Clear the log' }).click();
    await expect(log).toBeHidden();
    await expect(panel.getByText('Events (0)')).toBeVisible();
  });

  test('copies the embed code of the current settings and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page);
    const panel = panelOf(page);
    const form = panel.getByRole('form', { name: 'Configuration' });
    await form.getByLabel('Distributor id').fill('shop-7');
    await form.getByRole('button', { name: 'Apply' }).click();

    const html = panel.locator('pre').filter({ hasText: '<coras-booking' });
    await expect(html).toContainText('distributor-id="shop-7"');
    await panel.getByRole('button', { name: 'Copy the Web component (HTML) code' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await html.textContent());

    await panel.getByRole('button', { name: 'Copy the React code' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('distributorId="shop-7"');
  });
});
