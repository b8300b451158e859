import { focusRingOf } from '@coras/tooling/focusRing';
import type { Locator, Page } from '@playwright/test';
import {
  CARDS,
  expectConfirmed,
  fillActivityDetails,
  fillBillingAndTerms,
  fillCard,
  fillContact,
  tabTo,
} from '../support/checkout';
import { addDays, dayName, expect, storefront, test } from '../support/journey';

// Issue 21: a keyboard-only visitor (keyboard.press and keyboard.type, never a pointer) buys a ticket;
// after every key the focus is on something in the widget, never on <body>, and never hidden: inside
// the viewport and not under a fixed or sticky element (a sticky bar, the bottom drawer: WCAG 2.4.11). Each page change
// moves the focus to the new page's heading and announces the page through a polite live region.

test.describe.configure({ timeout: 180_000 });

const ACTIVITIES = 'Top picks in Dublin';

/** Why the focused element is not shown to the visitor, or `null` when it is. */
function focusProblem(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'the focus is on <body>';
    const element = active as HTMLElement;
    const name = `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    // A region taller than the viewport (the main region while its page loads) cannot fit it.
    if (box.height > window.innerHeight) return null;
    if (box.width === 0 || box.height === 0) return `${name} has no box`;
    const outside =
      box.top < -0.5 ||
      box.left < -0.5 ||
      box.bottom > window.innerHeight + 0.5 ||
      box.right > window.innerWidth + 0.5;
    if (outside) return `${name} is not wholly in the viewport (${JSON.stringify(box)})`;
    const root = element.getRootNode() as Document | ShadowRoot;
    const inset = Math.min(2, box.width / 2, box.height / 2);
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    /** The fixed or sticky box (a bar, a drawer) `hit` belongs to, unless it holds the focused element too. */
    const stickyOver = (hit: Element): Element | null => {
      for (let box: Element | null = hit; box; box = box.parentElement) {
        if (box.contains(element)) return null;
        const { position } = getComputedStyle(box);
        if (position === 'fixed' || position === 'sticky') return box;
      }
      return null;
    };
    for (const [x, y] of points) {
      const hit = root.elementFromPoint(x, y);
      if (!hit) return `${name} has nothing at (${Math.round(x)}, ${Math.round(y)})`;
      if (hit === element || element.contains(hit) || labels.some((label) => label.contains(hit))) continue;
      const bar = stickyOver(hit);
      if (bar) {
        const by = `<${bar.tagName.toLowerCase()} class="${bar.className}" aria-label="${bar.getAttribute('aria-label') ?? ''}">`;
        return `${name} is under ${by} at (${Math.round(x)}, ${Math.round(y)})`;
      }
    }
    return null;
  });
}

/**
 * Why the widget's control that Tab reached shows no focus ring (WCAG 2.4.13: 2 px or more, 3:1
 * against what it is drawn on), or `null` when it shows one. The host page's own controls are not ours.
 */
async function ringProblem(page: Page): Promise<string | null> {
  const active = (
    await page.evaluateHandle(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element?.closest('.coras-root') ? element : null;
    })
  ).asElement();
  if (!active) return null;
  const ring = await active.evaluate(focusRingOf);
  const name = await active.evaluate(
    (element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
  );
  if (!ring) return `${name} shows no focus ring`;
  if (ring.width < 2) return `${name}: its ring on ${ring.on} is ${ring.width}px`;
  if (ring.contrast < 3)
    return `${name}: its ring ${ring.color} on ${ring.on} has ${ring.contrast.toFixed(2)}:1`;
  return null;
}

/**
 * From now on, every key pressed on `page` is followed by the check that the focus is shown (the
 * journeys' helpers press through `page.keyboard`, so their Tabs are checked too), and every Tab by
 * the check that what it reached draws the kit's focus ring.
 */
let checking = true;

function checkFocusAfterEveryKey(page: Page): void {
  const press = page.keyboard.press.bind(page.keyboard);
  page.keyboard.press = async (key, options) => {
    await press(key, options);
    if (!checking) return;
    await expect.poll(() => focusProblem(page), { message: `after ${key}`, timeout: 3000 }).toBeNull();
    if (key === 'Tab' || key === 'Shift+Tab')
      await expect.poll(() => ringProblem(page), { message: `ring after ${key}`, timeout: 3000 }).toBeNull();
  };
}

/** The widget's page-change announcement (its polite live region). */
const announcement = (page: Page) => page.locator('main').locator('xpath=preceding::p[@role="status"][1]');

/** The page heading has the focus and the live region names the page. */
async function expectPageChange(page: Page, heading: Locator, announced: string): Promise<void> {
  await expect(heading).toBeFocused();
  await expect(announcement(page)).toHaveText(announced);
}

/** The first open day from `from` days ahead, chosen in the open date dialog by arrows and Enter. */
async function chooseDayByKeyboard(page: Page, today: string, from: number): Promise<void> {
  const focusedName = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
  for (let presses = 0; presses < 20 && !(await focusedName()).includes(', '); presses++)
    await page.keyboard.press('Tab');
  const first = dayName(addDays(today, from));
  for (let presses = 0; presses < 40 && !(await focusedName()).startsWith(first); presses++)
    await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toMatch(new RegExp(`^${first}`));
  for (let presses = 0; presses < 30 && !(await focusedName()).endsWith(', available'); presses++)
    await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toMatch(/\d{4}, (selected, )?available$/);
  await page.keyboard.press('Enter');
}

/**
 * Landing → Dublin → Activities of 20–50 EUR (bookable tours with plenty of stock, as in journey 7)
 * → the first card's details page, by keyboard; the page change focuses its heading. Returns the
 * attraction's name.
 */
async function openActivity(page: Page, axe: (label?: string) => Promise<void>): Promise<string> {
  await page.goto(storefront('/en-GB/EUR'));
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  await axe('landing');
  const picker = page.getByRole('combobox', { name: 'Things to do in' });
  await tabTo(page, picker);
  checkFocusAfterEveryKey(page);
  await expect.poll(() => ringProblem(page), { message: 'the location picker’s ring' }).toBeNull();
  await page.keyboard.type('Dub');
  await expect(page.getByRole('option', { name: 'Dublin, Ireland' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: ACTIVITIES })).toBeVisible();

  const filters = page.getByRole('button', { name: /^Filters/ });
  await tabTo(page, filters);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  for (const option of ['20 EUR – 50 EUR', 'Activities', 'Music']) {
    await tabTo(page, drawer.getByRole('checkbox', { name: option, exact: true }));
    await page.keyboard.press('Space');
  }
  await tabTo(page, drawer.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/categories=activity/);

  const card = page.getByRole('region', { name: ACTIVITIES }).getByRole('listitem').first();
  await expect(card).toContainText('Activities');
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await tabTo(page, card.getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expectPageChange(page, page.getByRole('heading', { level: 1, name }), 'Attraction details page');
  return name;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('keyboard only: landing → details → payment → confirmation, the focus always shown', async ({
      page,
      sandbox,
      axe,
    }) => {
      const name = await openActivity(page, axe);
      await axe('details');

      await tabTo(page, page.getByRole('button', { name: /^Date / }));
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', { name: 'Choose a date' });
      await expect(calendar).toBeVisible();
      await chooseDayByKeyboard(page, sandbox.today, viewport.width === 1280 ? 12 : 13);
      await expect(calendar).toBeHidden();

      await tabTo(page, page.getByRole('button', { name: 'Check Availability' }));
      await page.keyboard.press('Enter');
      const add = page
        .getByRole('region', { name: 'Available options' })
        .getByRole('button', { name: 'Add to basket' });
      await expect(add.first()).toBeVisible();
      await tabTo(page, add.first());
      await page.keyboard.press('Enter');

      if (viewport.width === 375) {
        // 'Added to basket', then the basket over the whole screen.
        const added = page.getByRole('dialog', { name: 'Added to basket' });
        await expect(added).toContainText(name);
        await tabTo(page, added.getByRole('button', { name: 'Go to basket' }), 10);
        await page.keyboard.press('Enter');
      }
      const basket = page.getByRole('dialog', { name: 'Basket' });
      await expect(basket).toBeVisible();
      await tabTo(page, basket.getByRole('button', { name: 'Checkout' }), 20);
      await page.keyboard.press('Enter');
      await expectPageChange(
        page,
        page.getByRole('heading', { level: 1, name: 'Checkout' }),
        'Checkout page',
      );
      await axe('payment');

      await fillContact(page, { firstName: 'Síle', lastName: 'Daly', email: 'sile.daly@example.ie' }, true);
      // The helper visits the activity fields in its own order, not the form's: it Tabs past the
      // document's end (out of the page, onto <body>) and round again, which no visitor needs to.
      checking = false;
      await fillActivityDetails(page, sandbox.today, true);
      checking = true;
      await fillCard(page, CARDS.success, true);
      // Issue 21: the billing country starts on the visitor's (en-GB: the United Kingdom).
      const country = page
        .getByRole('region', { name: 'Billing address' })
        .getByRole('combobox', { name: 'Country' });
      await expect(country).toHaveValue('GB');
      await fillBillingAndTerms(page, true);
      await expect(country).toHaveValue('IE');
      await tabTo(page, page.getByRole('button', { name: 'Pay now' }));
      await page.keyboard.press('Enter');
      await expectConfirmed(page);
      // The confirmation takes the page's place: its title has the focus, and it is announced as a page is.
      await expectPageChange(
        page,
        page.getByRole('heading', { level: 1, name: 'Thanks, your booking is confirmed!' }),
        'Booking confirmation page',
      );
      await axe('confirmation');
    });

    test('back and forward move the focus to the page heading and announce the page', async ({
      page,
      axe,
    }) => {
      const name = await openActivity(page, axe);
      await axe('details');
      await page.goBack();
      await expectPageChange(
        page,
        page.getByRole('heading', { level: 1, name: 'Things to do in' }),
        'Things to do page',
      );
      await expect(page.getByRole('heading', { level: 2, name: ACTIVITIES })).toBeVisible();
      await axe('landing');
      await page.goForward();
      await expectPageChange(page, page.getByRole('heading', { level: 1, name }), 'Attraction details page');
    });
  });
}
