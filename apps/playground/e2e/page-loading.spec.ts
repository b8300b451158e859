import { expect, storefront, test } from './support/journey';

/**
 * Issue 19 §3: the widget holds a screen's height while a lazily loaded page arrives, so its footer
 * stays below the fold and nothing on screen moves when the page comes (Lighthouse's CLS). The
 * playground adds no height of its own: what is measured is the widget's.
 */
test('a page whose code is on its way holds the screen, and nothing moves when it arrives', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The help page's chunk waits until the loading state has been measured.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => undefined;
  const chunkAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/HelpPage-[^/]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: { at: number; value: number }[] = [];
    Object.assign(window, { corasShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<PerformanceEntry & { value: number }>)
        shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(storefront('/en-GB/EUR/help'));
  await chunkAsked;
  const footer = page.getByRole('navigation', { name: 'Help and contact' });
  await expect(footer).toBeAttached();
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  // While the page loads, the widget's page area fills the screen: its footer starts below it.
  expect((await footer.boundingBox())?.y).toBeGreaterThanOrEqual(800);

  // What moves from the moment the page's code is let through.
  const releasedAt = await page.evaluate(() => performance.now());
  release();
  const tabs = page.getByRole('tablist', { name: 'I need help with...' });
  await expect(tabs.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const moved = await page.evaluate(
    (since) =>
      (window as unknown as { corasShifts: { at: number; value: number }[] }).corasShifts
        .filter((shift) => shift.at >= since)
        .reduce((sum, shift) => sum + shift.value, 0),
    releasedAt,
  );
  expect(moved).toBeLessThanOrEqual(0.02);
  await axe('help');
});
