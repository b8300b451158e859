import { PORTS } from '../lib/fixtures.mjs';
import { expect, purchaseJourney, test } from './support';

const APP = `http://127.0.0.1:${PORTS.reactVite}`;

test('the README’s React snippet, built by Vite from the tarballs: styled, accessible, and a paid booking', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('console', (message) => {
    // The snippet's own listener: onParamsUpdate={(params) => console.log('page', params.page)}.
    const [word, name] = message.text().split(' ');
    if (word === 'page' && name) pages.push(name);
  });
  await page.goto(`${APP}/`);
  await purchaseJourney(
    page,
    page.locator('body'),
    { kind: 'document' },
    {
      query: 'Auckl',
      option: 'Auckland, New Zealand',
      city: 'Auckland',
      attraction: 'aucklandCruise',
    },
  );
  // The snippet's router put every page in the address, and its listener heard each one.
  await expect(page).toHaveURL(/\/en-GB\/EUR\/payment/);
  expect(pages).toEqual(expect.arrayContaining(['landing', 'details', 'payment']));
});

test('the chrome arrives after the first cards without moving them, on a phone and on a desktop', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 412, height: 915 },
    { width: 1280, height: 800 },
  ]) {
    const page = await browser.newPage({ viewport });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${APP}/`);
    await expect(page.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible({
      timeout: 30_000,
    });
    // The navbar, the picker and the filter bar replace their placeholders.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Things to do in' })).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `layout shift at ${viewport.width} px`,
    ).toBeLessThan(0.02);
    await page.close();
  }
});
