import { CARDS, fillBillingAndTerms, fillCard, fillContact } from '../support/checkout';
import { addDays, expect, storefront, test, walkingTourToCheckout } from '../support/journey';

test.describe.configure({ timeout: 90_000 });

test('the booking session ends at Pay now: the visitor is told what is known, the countdown stops, and the way back opens the attraction', async ({
  page,
  sandbox,
  axe,
}) => {
  await walkingTourToCheckout(page, {
    attractionId: sandbox.attractions.dublinWalkingTour,
    date: addDays(sandbox.today, 12),
    axe,
  });
  // The hold's countdown, beside the form or in the bottom drawer (narrow pages).
  const countdown = page.getByRole('region', { name: /^(Your order|Basket)$/ }).getByRole('timer');
  await expect(countdown.first()).toBeVisible();
  await axe('payment');
  await fillContact(page, { firstName: 'Eimear', lastName: 'Walsh', email: 'eimear.walsh@example.ie' });
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);

  // The server no longer knows the booking session when the order is confirmed: the sandbox's
  // own 401 for an unknown session, on this visitor's confirmation only.
  await page.route(
    (url) => url.pathname === '/v2/reservations',
    (route) => {
      const request = route.request();
      const body =
        request.method() === 'POST' ? (request.postDataJSON() as { reservations?: unknown }) : null;
      if (!Array.isArray(body?.reservations)) return route.continue();
      return route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': '401' } });
    },
  );
  await page.getByRole('button', { name: 'Pay now' }).click();

  // The server may still hold the tickets until their hold ends (issue 28 item 7): not "released".
  await expect(page.getByText('Your booking session has ended')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(
      'Nothing was charged, and the tickets you chose are no longer reserved for you. Choose them again to book.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/released/)).toHaveCount(0);
  await expect(page.getByText('An error occurred. Please try again.')).toHaveCount(0);
  // The order and its countdown went with the session.
  await expect(countdown).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await axe('payment, session ended');

  const back = page.getByRole('button', { name: 'Back to Dublin Old Town Walking Tour' });
  await expect(back).toBeFocused();
  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' })).toBeVisible();
  await axe('details, after the session ended');
});

test('the payment page reloaded without a booking session says the basket is empty and leads back to the attractions, with no form', async ({
  page,
  axe,
}) => {
  // A reload (or a saved address) of the payment page once the session has gone: no cookie.
  await page.goto(storefront('/en-GB/EUR/payment'));

  await expect(page.getByText('Your basket is empty')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(
      'There is nothing to pay for: your booking session has ended, or no tickets were added. Nothing was charged.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Contact details' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await axe('payment, empty basket');

  await page.getByRole('button', { name: 'Browse attractions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  await axe('landing, after the empty basket');
});
