import { PORTS } from '../lib/fixtures.mjs';
import { expect, purchaseJourney, test } from './support';

const SITE = `http://127.0.0.1:${PORTS.html}`;

test('the README’s web-component HTML, the bundle served from /coras/: styled, accessible, and a paid booking', async ({
  page,
}) => {
  // The snippet's own listener: widget.addEventListener('params-update', (event) => console.log(event.detail)).
  const pages: Promise<unknown>[] = [];
  page.on('console', (message) => {
    const [detail] = message.args();
    if (message.type() === 'log' && detail)
      pages.push(
        detail.jsonValue().then(
          (value) => value?.page,
          () => undefined,
        ),
      );
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${SITE}/shop/`);
  const widget = page.locator('coras-booking');
  await purchaseJourney(
    page,
    widget,
    { kind: 'shadow', host: 'coras-booking' },
    {
      query: 'Duba',
      option: 'Dubai, United Arab Emirates',
      city: 'Dubai',
      attraction: 'desertSafari',
    },
  );
  // Every script came from the folder the README says to serve, lazily loaded pages included.
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => !path.startsWith('/coras/'))).toEqual([]);
  // The snippet's listener heard every page the visitor went through.
  expect(await Promise.all(pages)).toEqual(expect.arrayContaining(['landing', 'details', 'payment']));
  // The widget navigates in memory: the host's address is its own.
  expect(new URL(page.url()).pathname).toBe('/shop/');
});
