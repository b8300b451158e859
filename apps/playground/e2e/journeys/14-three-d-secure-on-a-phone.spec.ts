import type { Locator, Page } from '@playwright/test';
import { fillBillingAndTerms, fillCard, fillContact } from '../support/checkout';
import { addDays, expect, test, walkingTourToCheckout } from '../support/journey';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 375, height: 740 } });

/** The sandbox's card that asks for the bank's 3-D Secure step (apps/sandbox-api README). */
const AUTHENTICATION_CARD = '4000 0027 6000 3184';

/**
 * What is painted at (`x`, `y`), topmost first: the 3-D Secure 'dialog', its 'overlay', the
 * 'basket drawer' or 'page'. The modal dialog turns off pointer events on the body behind it, which
 * hit testing honours, so they are turned on for the reading: the order is the painting's.
 */
const paintedAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const { body } = document;
    const pointerEvents = body.style.pointerEvents;
    body.style.pointerEvents = 'auto';
    const hits = document.elementsFromPoint(x, y);
    body.style.pointerEvents = pointerEvents;
    const layers = hits.map((hit) => {
      if (hit.closest('[role="dialog"]')) return 'dialog';
      if (hit.parentElement?.hasAttribute('data-coras-portal') && !hit.matches('section')) return 'overlay';
      if (hit.closest('section[aria-label="Basket"]')) return 'basket drawer';
      return 'page';
    });
    return layers.filter((layer, index) => layer !== layers[index - 1]);
  }, point);

/** The middle of what `locator` draws: the drawer's handle bar. */
const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The basket drawer is not on screen at 375 px');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('on a phone, the 3-D Secure dialog and its overlay are drawn over the basket drawer (issue 19 §3)', async ({
  page,
  sandbox,
  axe,
}) => {
  await walkingTourToCheckout(page, {
    attractionId: sandbox.attractions.dublinWalkingTour,
    date: addDays(sandbox.today, 5),
    axe,
  });
  await axe('payment on a phone');

  const drawer = page.getByRole('region', { name: 'Basket' });
  expect(await paintedAt(page, await centreOf(drawer))).toEqual(['basket drawer', 'page']);

  await fillContact(page, { firstName: 'Niamh', lastName: 'Walsh', email: 'niamh.walsh@example.ie' });
  await fillCard(page, AUTHENTICATION_CARD);
  await fillBillingAndTerms(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toBeFocused();

  // Where the drawer's handle is: the dialog (full screen at this width), then its overlay, and only
  // then the drawer, under both. The drawer is sticky in the widget's box, so filling the form (which
  // scrolls to the widget's foot) has moved it: it is measured again.
  expect(await paintedAt(page, await centreOf(drawer))).toEqual([
    'dialog',
    'overlay',
    'basket drawer',
    'page',
  ]);
  await axe('3-D Secure dialog on a phone');

  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog).toBeHidden();
});
