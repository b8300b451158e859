import { chromiumArgs, chromiumPath } from '@coras/tooling/chromium';
import type { Locator, Page } from '@playwright/test';
import { expect, SANDBOX, storefront, test } from './support/journey';

/**
 * A host page under a strict Content-Security-Policy: no inline style, no inline script, no nonce.
 * The widget must work whole under it — no style element to block, the page behind a modal locked.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `connect-src 'self' ${SANDBOX}`,
  "img-src 'self' data: blob: http://127.0.0.1:*",
  "font-src 'self'",
].join('; ');

interface Watch {
  /** Each violation the page reported: `directive blocked-URI sample`. */
  cspViolations: string[];
  /** The body's `overflow` at the end of each closing overlay's fade, just before it unmounts. */
  overflowAtFadeEnd: string[];
}

/**
 * Puts `policy` on every document of the page, as a `<meta http-equiv>` at the top of its head (a
 * response header set through Playwright's routing would move the page out of the loopback address
 * space, and Chromium would then refuse its calls to the sandbox), and watches the page: the
 * policy's violations, and the page's lock as each modal's overlay ends its closing fade.
 */
async function servedWithPolicy(page: Page, policy: string) {
  await page.addInitScript((content) => {
    const watch: Watch = { cspViolations: [], overflowAtFadeEnd: [] };
    (window as unknown as { watch: Watch }).watch = watch;
    document.addEventListener('securitypolicyviolation', (event) =>
      watch.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
    // Captured at the document: before Radix's Presence, on the overlay itself, unmounts it.
    document.addEventListener(
      'animationend',
      (event) => {
        const overlay = event.target as Element;
        if (overlay.matches('[data-coras-portal] > [data-state="closed"]:not([role])'))
          watch.overflowAtFadeEnd.push(getComputedStyle(document.body).overflow);
      },
      true,
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
  const refusedInConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedInConsole.push(message.text());
  });
  const watch = () => page.evaluate(() => (window as unknown as { watch: Watch }).watch);
  return {
    /** Proves the policy bites: an added style element is refused (and reported); then forgets both. */
    inForce: async () => {
      const refused = await page.evaluate(async () => {
        const style = document.createElement('style');
        style.textContent = 'html { outline: 7px solid red; }';
        document.head.append(style);
        const applied = getComputedStyle(document.documentElement).outlineWidth === '7px';
        // The violation is reported in a task of its own: two frames later it has been.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        style.remove();
        const { cspViolations } = (window as unknown as { watch: Watch }).watch;
        const reported = cspViolations.some((violation) => violation.startsWith('style-src'));
        cspViolations.length = 0;
        return !applied && reported;
      });
      refusedInConsole.length = 0;
      return refused;
    },
    violations: async () => [...(await watch()).cspViolations, ...refusedInConsole],
    overflowAtFadeEnd: async () => (await watch()).overflowAtFadeEnd,
  };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const styleElements = (page: Page) => page.evaluate(() => document.querySelectorAll('style').length);
/** A wheel's scroll lands within a frame or two: give it those before reading the page's position. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// With its scrollbar (headless Chromium hides scrollbars unless told not to): the lock removes it,
// and the margin it adds must keep the page behind from shifting. Launch options apply to the file.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.describe('under a strict Content-Security-Policy, on a 375 px phone', () => {
  // Three modals, each opened, checked by axe, closed and waited out: longer than one page's 30 s.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 375, height: 740 } });

  test('the modal basket and the filters drawer open without one violation, lock the page behind, and unlock it', async ({
    page,
    axe,
  }) => {
    const csp = await servedWithPolicy(page, STRICT_CSP);
    await page.goto(storefront('/en-GB/EUR'));
    const heading = page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' });
    await expect(heading).toBeVisible();
    await axe('landing');
    expect(await csp.inForce()).toBe(true);
    // Found by its tag, not its role: an open modal hides the page behind from assistive technology.
    const behind = page.locator('h2', { hasText: 'Top picks in Ireland' });
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar).toBeGreaterThan(0);

    // The page scrolls, before any modal.
    await page.mouse.move(187, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    /** Opens a modal: it adds no style element, the page behind neither scrolls nor shifts; closes it. */
    const lockedWhileOpen = async (open: () => Promise<void>, modal: Locator, label: string) => {
      const styles = await styleElements(page);
      const before = await behind.boundingBox();
      await open();
      await expect(modal).toBeVisible();
      await axe(label);
      expect(await styleElements(page)).toBe(styles);
      expect(await behind.boundingBox()).toEqual(before);
      await page.mouse.move(187, 500);
      await page.mouse.wheel(0, 600);
      await page.keyboard.press('PageDown');
      await twoFrames(page);
      expect(await scrollY(page)).toBe(0);
      const fadesBefore = (await csp.overflowAtFadeEnd()).length;
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      // Still locked as its overlay ended the closing fade; unlocked once the overlay has gone.
      await expect.poll(async () => (await csp.overflowAtFadeEnd()).slice(fadesBefore)).toEqual(['hidden']);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.body.getAttribute('style') ?? '')).not.toMatch(/overflow/);
      await page.evaluate(() => window.scrollTo(0, 0));
    };

    // 530 px or less: the basket opens over the whole screen, as a modal.
    const basket = page.getByRole('dialog', { name: 'Basket' });
    await lockedWhileOpen(
      async () => {
        await page.getByRole('button', { name: /^Basket/ }).click();
        await expect(basket).toContainText('Your basket is empty');
      },
      basket,
      'basket, full screen',
    );

    // The filters drawer (its panel a chunk of its own) locks the same way, and unlocks.
    await lockedWhileOpen(
      () => page.getByRole('button', { name: /^Filters/ }).click(),
      page.getByRole('dialog', { name: 'Filters' }),
      'filters drawer',
    );

    // Again, the basket: the drawer's lock left nothing behind.
    await lockedWhileOpen(
      () => page.getByRole('button', { name: /^Basket/ }).click(),
      basket,
      'basket, again',
    );
    expect(await csp.violations()).toEqual([]);
  });
});
