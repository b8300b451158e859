import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureDir, PORTS, SANDBOX_URL } from '../lib/fixtures.mjs';
import { bundleVersion } from './servers';
import { expect, purchaseJourney, test } from './support';

// The README's pinned web-component snippet (consumers/lib/fixtures.mjs writes it to pinned.html
// with the hashes of the installed version's integrity.json): the entry pinned by its integrity
// attribute, the chunks by the import map's, the bundle served from /coras/<version>/.
const SITE = `http://127.0.0.1:${PORTS.html}`;
const PINNED = `${SITE}/shop/pinned.html`;
const FOLDER = `/coras/${bundleVersion()}/`;

const hashes = (): Record<string, string> =>
  JSON.parse(
    readFileSync(join(fixtureDir('html'), 'node_modules/@coras/widgets/dist/bundle/integrity.json'), 'utf8'),
  );

/**
 * Serves `file` of the bundle changed by one statement at its end, as a compromised host or CDN
 * would; the statement logs `marker` if the browser ever runs the file.
 */
async function tamper(page: Page, file: string, marker: string) {
  await page.route(`${SITE}${FOLDER}${file}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `${await response.text()}\nconsole.log(${JSON.stringify(marker)});`,
    });
  });
}

/**
 * A security-minded host's policy: no inline script but the import map, allowed by its hash (an
 * import map is an inline script), no inline style; the sandbox's API and images.
 */
function strictPolicy(): string {
  const page = readFileSync(join(fixtureDir('html'), 'pinned.html'), 'utf8');
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (map === undefined) throw new Error('pinned.html has no import map');
  const hash = createHash('sha256').update(map).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self'",
    `connect-src 'self' ${SANDBOX_URL}`,
    "img-src 'self' data: blob: http://127.0.0.1:*",
    "font-src 'self'",
  ].join('; ');
}

/**
 * Puts `policy` on the page as a `<meta http-equiv>` at the top of its head, before the parser
 * reaches the import map (a response header set through Playwright's routing would move the page
 * out of the loopback address space, and Chromium would refuse its calls to the sandbox), and
 * collects its violations in `window.cspViolations`.
 */
async function servedWithPolicy(page: Page, policy: string) {
  await page.addInitScript((content) => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      observer.disconnect();
      const meta = document.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = content;
      document.head.prepend(meta);
    }).observe(document, { childList: true, subtree: true });
  }, policy);
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The browser's refusals of a script for its integrity, as its console reports them. */
const refusals = (errors: string[], file: string) =>
  errors.filter((error) => error.includes(`${FOLDER}${file}`) && /integrity/i.test(error));

test('the README’s pinned web-component HTML under a strict Content-Security-Policy: the entry checked by its integrity, the chunks by the import map, and a paid booking', async ({
  page,
}) => {
  const violations = await servedWithPolicy(page, strictPolicy());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(PINNED);
  // The page pins what the README says: the entry's hash on its script, every chunk's in the map.
  const pinned = await page.evaluate(() => ({
    entry: document.querySelector('script[type="module"]')?.getAttribute('integrity'),
    map: JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}').integrity,
  }));
  const all = hashes();
  expect(pinned.entry).toBe(all['coras-elements.js']);
  expect(Object.keys(pinned.map)).toHaveLength(Object.keys(all).length - 1);
  const widget = page.locator('coras-booking');
  await purchaseJourney(
    page,
    widget,
    { kind: 'shadow', host: 'coras-booking' },
    { query: 'Duba', option: 'Dubai, United Arab Emirates', city: 'Dubai', attraction: 'desertSafari' },
  );
  // Every script came from the versioned folder, each one a file the page pinned.
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => !path.startsWith(FOLDER))).toEqual([]);
  expect(scripts.filter((path) => !(path.slice(FOLDER.length) in all))).toEqual([]);
  // The policy was in force from the start (its meta precedes the import map) and nothing broke it.
  expect(await page.evaluate(() => document.head.firstElementChild?.getAttribute('http-equiv'))).toBe(
    'Content-Security-Policy',
  );
  expect(await violations()).toEqual([]);
});

test('the pinned page with a tampered entry: the browser refuses it and no element is defined', async ({
  page,
  pageErrors,
}) => {
  const ran: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'tampered entry ran') ran.push(message.text());
  });
  await tamper(page, 'coras-elements.js', 'tampered entry ran');
  await page.goto(PINNED);
  // A module script runs before the load event that goto waits for: by now it has run or been refused.
  await expect.poll(() => refusals(pageErrors, 'coras-elements.js')).toHaveLength(1);
  expect(ran).toEqual([]);
  expect(await page.evaluate(() => customElements.get('coras-booking'))).toBeUndefined();
  await expect(page.locator('coras-booking')).toHaveJSProperty('shadowRoot', null);
  // The refusal is the one error this page logs.
  expect(pageErrors.filter((error) => !refusals(pageErrors, 'coras-elements.js').includes(error))).toEqual(
    [],
  );
  pageErrors.length = 0;
});

test('the pinned page with a tampered chunk: the import map’s integrity refuses it, and its code never runs', async ({
  page,
  pageErrors,
}) => {
  // The chrome (navigation, search, filters) is the chunk the landing imports after its first cards.
  const chunk = Object.keys(hashes()).find((name) => name.startsWith('chrome-'));
  if (!chunk) throw new Error('The bundle has no chrome chunk');
  const ran: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'tampered chunk ran') ran.push(message.text());
  });
  await tamper(page, chunk, 'tampered chunk ran');
  await page.goto(PINNED);
  await expect(page.locator('coras-booking').getByRole('heading', { level: 2 }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => refusals(pageErrors, chunk)).toHaveLength(1);
  expect(ran).toEqual([]);
  // The widget reports the failed import (the navbar and filters could not be loaded) and keeps its
  // cards: every error the page logged names the refused chunk.
  await expect(
    page.locator('coras-booking').getByRole('heading', { level: 2, name: /^Top picks in / }),
  ).toBeVisible();
  expect(pageErrors.filter((error) => !error.includes(`${FOLDER}${chunk}`))).toEqual([]);
  pageErrors.length = 0;
});
