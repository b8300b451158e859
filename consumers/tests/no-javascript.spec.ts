import { PORTS } from '../lib/fixtures.mjs';
import { expect, test } from './support';

// A visitor without JavaScript (or before it loads) reads the server's HTML only: the landing's
// cards are there, and their links are real links to each attraction's own server-rendered page.
test.use({ javaScriptEnabled: false });

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
  });
}
