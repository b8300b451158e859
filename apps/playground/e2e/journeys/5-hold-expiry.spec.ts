import { CARDS, fillBillingAndTerms, fillCard, fillContact } from '../support/checkout';
import { addDays, chooseDate, DISTRIBUTOR, expect, SANDBOX, storefront, test } from '../support/journey';

test.describe.configure({ timeout: 120_000 });

/** Long enough to reach the payment page on a busy machine, short enough to wait for. */
const HOLD_MS = 30_000;

test('a short hold expires on the payment page: the visitor is told, cannot pay for it, and keeps the contact details typed', async ({
  page,
  sandbox,
  axe,
}) => {
  // This visitor's holds only get the short length (the sandbox's X-Sandbox-Hold-Ttl-Ms header);
  // the journeys running beside this one keep the sandbox's 15 minutes.
  await page.route(
    (url) => url.origin === SANDBOX && url.pathname === '/v2/reservations',
    (route) =>
      route.request().method() === 'POST'
        ? route.continue({
            headers: { ...route.request().headers(), 'x-sandbox-hold-ttl-ms': String(HOLD_MS) },
          })
        : route.continue(),
  );
  const payments: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sandbox/payments/')) payments.push(request.url());
  });

  /** From the tour's page to the payment page, with one hold in the basket. */
  const holdAndCheckOut = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' })).toBeVisible();
    await chooseDate(page, addDays(sandbox.today, 6));
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await page
      .getByRole('region', { name: 'Available options' })
      .getByRole('button', { name: 'Add to basket' })
      .first()
      .click();
    const basket = page.getByRole('dialog', { name: 'Basket' });
    await expect(basket.getByRole('timer')).toHaveText(/^00:[0-3]\d$/);
    await basket.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  };

  const tour = storefront(`/en-GB/EUR/${sandbox.attractions.dublinWalkingTour}`);
  await page.goto(tour);
  await axe('details');
  await holdAndCheckOut();
  // The basket beside the form ('Your order'), or in the bottom drawer ('Basket') when the widget is narrow.
  const held = page.getByRole('region', { name: /^(Your order|Basket)$/ }).getByRole('timer');
  await expect(held).toHaveText(/^00:[0-2]\d$/);
  await axe('payment');
  await fillContact(page, { firstName: 'Darragh', lastName: 'Ryan', email: 'darragh.ryan@example.ie' });
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);

  // The hold runs out while the visitor is on the page: the basket is empty, which the page says,
  // naming what ended, with the way back to the attractions; no form that cannot be sent (issue 29 §2).
  await expect(
    page.getByRole('status').filter({
      hasText: 'Your hold on Dublin Old Town Walking Tour has expired, so it was removed from your order.',
    }),
  ).toBeVisible({ timeout: HOLD_MS + 10_000 });
  await expect(page.getByText('Your basket is empty')).toBeVisible();
  const browse = page.getByRole('button', { name: 'Browse attractions' });
  await expect(browse).toBeFocused();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await axe('payment after expiry');

  // Nothing was paid, and the sandbox's basket is empty.
  await expect(page.getByRole('heading', { name: /^Thanks, your booking/ })).toHaveCount(0);
  expect(payments).toEqual([]);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'booking-session');
  expect(session).toBeDefined();
  const left = await page.request.get(`${SANDBOX}/v2/reservations`, {
    headers: { ...DISTRIBUTOR, 'Booking-Session': session?.value ?? '' },
  });
  expect(await left.json()).toEqual({ reservations: [], total_price: 0 });

  // The next checkout of the same session starts with the contact details typed before (kept in
  // memory: the widget's pages change, the tab does not reload).
  await browse.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  await expect(page.getByText('Your basket is empty')).toHaveCount(0);
  await axe('landing');
  // Back through the widget's history to the tour: the payment page (empty still), then the tour.
  await page.goBack();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
  await page.goBack();
  await holdAndCheckOut();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('textbox', { name: 'First name' })).toHaveValue('Darragh');
  await expect(contact.getByRole('textbox', { name: 'Last name' })).toHaveValue('Ryan');
});
