import { CARDS, fillBillingAndTerms, fillCard, fillContact } from '../support/checkout';
import { addDays, chooseDate, DISTRIBUTOR, expect, SANDBOX, storefront, test } from '../support/journey';

test.describe.configure({ timeout: 120_000 });

/** Long enough to reach the payment page on a busy machine, short enough to wait for. */
const HOLD_MS = 30_000;

test('a short hold expires on the payment page: the visitor is told and cannot pay for it', async ({
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

  await page.goto(storefront(`/en-GB/EUR/${sandbox.attractions.dublinWalkingTour}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' })).toBeVisible();
  await axe('details');
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
  // The basket beside the form ('Your order'), or in the bottom drawer ('Basket') when the widget is narrow.
  const held = page.getByRole('region', { name: /^(Your order|Basket)$/ }).getByRole('timer');
  await expect(held).toHaveText(/^00:[0-2]\d$/);
  await axe('payment');
  await fillContact(page, { firstName: 'Darragh', lastName: 'Ryan', email: 'darragh.ryan@example.ie' });
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);

  // The hold runs out while the visitor is on the page.
  await expect(
    page.getByRole('status').filter({
      hasText: 'Your hold on Dublin Old Town Walking Tour has expired, so it was removed from your order.',
    }),
  ).toBeVisible({ timeout: HOLD_MS + 10_000 });
  await expect(held).toHaveCount(0);
  await expect(page.getByText('At least one reservation is required')).toBeVisible();
  await axe('payment after expiry');

  // Paying now buys nothing: no confirmation succeeds and the sandbox's basket is empty.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('At least one reservation is required')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Thanks, your booking/ })).toHaveCount(0);
  expect(payments).toEqual([]);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'booking-session');
  expect(session).toBeDefined();
  const left = await page.request.get(`${SANDBOX}/v2/reservations`, {
    headers: { ...DISTRIBUTOR, 'Booking-Session': session?.value ?? '' },
  });
  expect(await left.json()).toEqual({ reservations: [], total_price: 0 });
});
