import {
  CARDS,
  expectConfirmed,
  fillBillingAndTerms,
  fillCard,
  fillContact,
  transactionsOf,
} from '../support/checkout';
import { addDays, expect, test, walkingTourToCheckout } from '../support/journey';

test.describe.configure({ timeout: 90_000 });

test('a declined card, Try again, the success card: one booking only', async ({ page, sandbox, axe }) => {
  // Every answer that confirmed the basket for payment (a hold answers a reservation, not a secret).
  const confirmations: Promise<{ user_id?: string; client_secret?: string; session: string }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname === '/v2/reservations' && response.ok())
      confirmations.push(
        Promise.all([response.json(), response.request().headerValue('Booking-Session')]).then(
          ([answer, session]) => ({ ...answer, session: session ?? '' }),
        ),
      );
  });

  await walkingTourToCheckout(page, {
    attractionId: sandbox.attractions.dublinWalkingTour,
    date: addDays(sandbox.today, 5),
    axe,
  });
  await axe('payment');
  await fillContact(page, { firstName: 'Ciara', lastName: 'Doyle', email: 'ciara.doyle@example.ie' });
  await fillCard(page, CARDS.declined);
  await fillBillingAndTerms(page);
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByText('Sorry, your order was not successful')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Your card has not been charged/)).toBeVisible();
  await axe('payment failed');
  await page.getByRole('button', { name: 'Try again' }).click();

  // The form again, as the visitor left it: only the card changes.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ciara');
  const number = page
    .getByRole('region', { name: 'Payment details' })
    .getByRole('textbox', { name: 'Card number' });
  await number.fill('');
  await fillCard(page, CARDS.success);
  const terms = page.getByRole('checkbox', { name: /I confirm I have read and accept/ });
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  const reference = await expectConfirmed(page);
  await axe('confirmation');

  // spec 2 §4: the confirmed reservation is reused on retry — one confirmation, one paid booking.
  const confirmed = (await Promise.all(confirmations)).filter((answer) => answer.client_secret);
  expect(confirmed).toHaveLength(1);
  const { user_id = '', session = '' } = confirmed[0] ?? {};
  expect(await transactionsOf(page, { user_id, session })).toEqual([
    expect.objectContaining({ reference_id: reference, status: 'PAID' }),
  ]);
});
