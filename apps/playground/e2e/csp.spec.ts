import type { Page } from '@playwright/test';
import { expect, SANDBOX, storefront, test } from './support/journey';

/**
 * A host page under a strict Content-Security-Policy: no inline style, no inline script, no nonce.
 * The widget must work whole under it — no blocked style element, the page behind a modal locked.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `connect-src 'self' ${SANDBOX}`,
  "img-src 'self' data: blob: http://127.0.0.1:*",
  "font-src 'self'",
].join('; ');

/**
 * Puts `policy` on every document of the page, as a `<meta http-equiv>` at the top of its head (a
 * response header set through Playwright's routing would move the page out of the loopback address
 * space, and Chromium would then refuse its calls to the sandbox), and records each violation.
 */
let refusedInConsole: string[] = [];

async function servedWithPolicy(page: Page, policy: string) {
  await page.addInitScript((content) => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
    const enforce = () => {
      const meta = document.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = content;
      document.head.prepend(meta);
    };
    if (document.head) enforce();
    else
      new MutationObserver((_, observer) => {
        if (!document.head) return;
        observer.disconnect();
        enforce();
      }).observe(document, { childList: true, subtree: true });
  }, policy);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  refusedInConsole = refused;
  return {
    /** Proves the policy bites: an injected style element is refused (and reported), then forgets it. */
    inForce: () =>
      page.evaluate(async () => {
        const style = document.createElement('style');
        style.textContent = 'html { outline: 7px solid red; }';
        document.head.append(style);
        const applied = getComputedStyle(document.documentElement).outlineWidth === '7px';
        // The violation is reported in a task of its own: two frames later it has been.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        style.remove();
        const seen = (window as unknown as { cspViolations: string[] }).cspViolations;
        const refused = seen.some((violation) => violation.startsWith('style-src'));
        seen.length = 0;
        return !applied && refused;
      }),
    violations: async () => [
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
      ...refused,
    ],
  };
}

test.describe('under a strict Content-Security-Policy, on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the modal basket and the filters drawer open without one violation, and lock the page behind', async ({
    page,
    axe,
  }) => {
    const csp = await servedWithPolicy(page, STRICT_CSP);
    await page.goto(storefront('/en-GB/EUR'));
    await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
    await axe('landing');
    expect(await csp.inForce()).toBe(true);
    refusedInConsole.length = 0;
    const scrollY = () => page.evaluate(() => window.scrollY);
    // The page scrolls, before any modal.
    await page.mouse.move(187, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollY).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    // 530 px or less: the basket opens over the whole screen, as a modal.
    await page.getByRole('button', { name: /^Basket/ }).click();
    const basket = page.getByRole('dialog', { name: 'Basket' });
    await expect(basket).toBeVisible();
    await expect(basket).toContainText('Your basket is empty');
    await axe('basket, full screen');
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    // A wheel's scroll lands within a frame or two: give it those before reading the page's position.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await scrollY()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(basket).toBeHidden();

    // A drawer locks the same way.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await scrollY()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Unlocked again once closed.
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollY).toBeGreaterThan(0);
    expect(await csp.violations()).toEqual([]);
  });
});
