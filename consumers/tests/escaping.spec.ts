import type { APIRequestContext, Page } from '@playwright/test';
import { PORTS, SANDBOX_URL } from '../lib/fixtures.mjs';
import { expect, test } from './support';

// The consumer tests' sandbox has the hostile attraction (SANDBOX_HOSTILE_NAME=on, tests/servers.ts):
// its name ends a script element, opens one that sets window.__pwned, and holds both quotes. It is
// the first card of the default landing, so every server-rendered page below carries it.

/** The hostile attraction as the API gives it. */
async function hostileAttraction(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const fixtures = (await (await request.get(`${SANDBOX_URL}/sandbox/fixtures`)).json()) as {
    attractions: { hostileName?: string };
  };
  const id = fixtures.attractions.hostileName ?? '';
  expect(id, 'the sandbox has the hostile attraction').not.toBe('');
  const answer = await request.get(`${SANDBOX_URL}/v2/attractions/${id}?size=0`, {
    headers: { 'Coras-Distributor': 'consumer-tests' },
  });
  const { attraction_name: name } = (await answer.json()) as { attraction_name: string };
  expect(name).toContain('</script><script>window.__pwned=1</script>');
  expect(name).toContain('"');
  expect(name).toContain("'");
  return { id, name };
}

/** Whether a script of the page ran the name's script. */
const pwned = (page: Page) => page.evaluate(() => '__pwned' in window);

/** Every JSON-LD of the page, parsed: one that does not parse fails the test. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const [host, port] of [
  ['Next.js', PORTS.next],
  ['react-dom/server', PORTS.nodeStream],
] as const) {
  test(`${host}: the server-rendered landing keeps a hostile attraction name text — in its card, its head and its data for the browser`, async ({
    page,
  }) => {
    const { name } = await hostileAttraction(page.request);
    const app = `http://127.0.0.1:${port}`;
    const html = await (await page.request.get(`${app}/`)).text();
    // Nowhere in the HTML does the name end an element: not in the text, an attribute or a script.
    expect(html).not.toContain('</script><script>window.__pwned');
    await page.goto(`${app}/`);
    const card = page.getByRole('listitem').getByRole('heading', { level: 3 }).first();
    await expect(card).toHaveText(name, { timeout: 30_000 });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(name);
    expect(await pwned(page)).toBe(false);
  });
}

test("react-dom/server: the snapshot's JSON for the browser still parses with the hostile name in it", async ({
  page,
}) => {
  const { name } = await hostileAttraction(page.request);
  await page.goto(`http://127.0.0.1:${PORTS.nodeStream}/`);
  await expect(page.getByRole('listitem').getByRole('heading', { level: 3 }).first()).toHaveText(name, {
    timeout: 30_000,
  });
  const snapshot = JSON.parse((await page.locator('#coras-snapshot').textContent()) ?? '') as unknown;
  expect(JSON.stringify(snapshot)).toContain(JSON.stringify(name).slice(1, -1));
  expect(await pwned(page)).toBe(false);
});

test('the details and search pages, rendered in the browser: their JSON-LD parses, names the hostile attraction as given, and runs nothing', async ({
  page,
}) => {
  const { id, name } = await hostileAttraction(page.request);
  const app = `http://127.0.0.1:${PORTS.reactVite}`;
  await page.goto(`${app}/en-GB/EUR/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await jsonLd(page)).map((node) => node.name)).toContain(name);
  expect(await pwned(page)).toBe(false);

  await page.goto(`${app}/en-GB/EUR/search?search=quotes`);
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () =>
      (await jsonLd(page))
        .filter((node) => node['@type'] === 'ItemList')
        .flatMap((node) => (node.itemListElement as Array<{ name: string; url: string }>) ?? []),
    )
    .toContainEqual(
      expect.objectContaining({ name, url: expect.stringMatching(`^${app}/en-GB/EUR/${id}(\\?|$)`) }),
    );
  expect(await pwned(page)).toBe(false);
});

for (const [host, port] of [
  ['Next.js', PORTS.next],
  ['react-dom/server', PORTS.nodeStream],
] as const) {
  test(`${host}: the server-rendered details page's JSON-LD parses with the hostile name in it, and nothing runs`, async ({
    page,
  }) => {
    const { id, name } = await hostileAttraction(page.request);
    const app = `http://127.0.0.1:${port}`;
    const html = await (await page.request.get(`${app}/en-GB/EUR/${id}`)).text();
    expect(html).not.toContain('</script><script>window.__pwned');
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, text = '']) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(nodes.map((node) => node.name)).toContain(name);
    await page.goto(`${app}/en-GB/EUR/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    expect(await pwned(page)).toBe(false);
  });
}
