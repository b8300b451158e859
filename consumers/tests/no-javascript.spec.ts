import type { Page } from '@playwright/test';
import { PORTS } from '../lib/fixtures.mjs';
import { expect, test } from './support';

// A visitor without JavaScript (or before it loads) reads the server's HTML only: the landing's
// cards are there, and their links are real links to each attraction's own server-rendered page.
test.use({ javaScriptEnabled: false });

/**
 * The navbar's basket, which does nothing without JavaScript, says so beside it, and to a screen
 * reader: the button is disabled and described by the note.
 */
async function expectBasketNeedsJavaScript(page: Page) {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const basket = navbar.getByRole('button', { name: 'Basket', exact: true });
  const note = navbar.getByText('The basket needs JavaScript', { exact: true });
  await expect(note).toBeVisible();
  await expect(basket).toBeDisabled();
  await expect(basket).toHaveAccessibleDescription('The basket needs JavaScript');
  // Beside it: just before it, on one line, on the same line.
  const [noteBox, basketBox] = await Promise.all([note.boundingBox(), basket.boundingBox()]);
  if (!noteBox || !basketBox) throw new Error('the basket or its note has no box');
  expect(noteBox.height).toBeLessThan(basketBox.height);
  const noteEnd = noteBox.x + noteBox.width;
  expect(noteEnd).toBeLessThanOrEqual(basketBox.x + 1);
  expect(basketBox.x - noteEnd).toBeLessThan(24);
  const noteMiddle = noteBox.y + noteBox.height / 2;
  expect(noteMiddle).toBeGreaterThan(basketBox.y);
  expect(noteMiddle).toBeLessThan(basketBox.y + basketBox.height);
  // And clear of the bar's other controls (the search, the menus), which keep their room.
  for (const control of await navbar.locator('button, input').all()) {
    const box = await control.boundingBox();
    if (!box || !(await control.isVisible())) continue;
    const apart =
      box.x + box.width <= noteBox.x ||
      noteEnd <= box.x ||
      box.y + box.height <= noteBox.y ||
      noteBox.y + noteBox.height <= box.y;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(apart, `${name} clear of the note`).toBe(true);
  }
}

for (const [host, port] of [
  ['Next.js', PORTS.next],
  ['react-dom/server', PORTS.nodeStream],
] as const) {
  test(`${host} without JavaScript: the landing shows its cards, and a card's link opens the attraction's page`, async ({
    page,
  }) => {
    const app = `http://127.0.0.1:${port}`;
    await page.goto(`${app}/`);
    await expect(page.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible();
    await expectBasketNeedsJavaScript(page);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const card = cards.nth(1);
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expect(card.getByText(/€\s?[\d.,]+/).first()).toBeVisible();
    const link = card.getByRole('link', { name });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en-GB\/EUR\/[\w-]+/);
    const answer = page.waitForResponse((response) => response.url() === `${app}${href}`);
    await link.click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(`${app}${href}`);
    // The attraction's page, read from the server's HTML: its heading and its text (the head's
    // description is its first sentences); booking says it needs JavaScript.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description).toMatch(/\S{3}/);
    await expect(page.getByText(description.slice(0, 24)).first()).toBeVisible();
    await expect(page.getByText(/Booking needs JavaScript/)).toBeVisible();
    await expectBasketNeedsJavaScript(page);
  });

  test(`${host} without JavaScript: the search and help pages' basket says it needs JavaScript`, async ({
    page,
  }) => {
    const app = `http://127.0.0.1:${port}`;
    await page.goto(`${app}/en-GB/EUR/search?search=dublin`);
    await expect(page.getByRole('link', { name: /Dublin/ }).first()).toBeVisible();
    await expectBasketNeedsJavaScript(page);
    // In a widget of the tablet's width, where the bar is at its fullest, and in a phone's.
    for (const width of [800, 375]) {
      await page.setViewportSize({ width, height: 700 });
      await expectBasketNeedsJavaScript(page);
    }
    await page.goto(`${app}/en-GB/EUR/help`);
    await expect(page.getByRole('tab', { name: 'Attractions' })).toBeVisible();
    await expectBasketNeedsJavaScript(page);
  });
}
