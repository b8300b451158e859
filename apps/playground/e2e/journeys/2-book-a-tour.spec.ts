import {
  CARDS,
  expectConfirmed,
  fillBillingAndTerms,
  fillCard,
  fillContact,
  payNow,
  transactionsOf,
} from '../support/checkout';
import { addDays, chooseDate, expect, storefront, test } from '../support/journey';

test.describe.configure({ timeout: 90_000 });

test('book a tour: two price types, a language, the basket countdown, checkout with a pickup point, paid', async ({
  page,
  sandbox,
  axe,
}) => {
  const date = addDays(sandbox.today, 3);
  await page.goto(storefront(`/en-GB/EUR/${sandbox.attractions.causewayDayTrip}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Giant’s Causeway Day Trip from Dublin' }),
  ).toBeVisible();
  await axe('details');

  await chooseDate(page, date);
  await page.getByRole('button', { name: /^Tickets/ }).click();
  const tickets = page.getByRole('dialog', { name: 'Tickets' });
  await tickets.getByRole('button', { name: 'Add one Child ticket' }).click();
  await expect(tickets.getByRole('status', { name: 'Adult' })).toHaveText('1');
  await expect(tickets.getByRole('status', { name: 'Child' })).toHaveText('1');
  await axe('ticket selector');
  await tickets.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Tickets 1 × Adult, 1 × Child' })).toBeVisible();

  await page.getByRole('button', { name: 'Check Availability' }).click();
  const options = page.getByRole('region', { name: 'Available options' });
  const option = options.getByRole('listitem').first();
  await expect(option.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await option.getByRole('button', { name: 'Tour language: English' }).click();
  await page.getByRole('listbox', { name: 'Tour language' }).getByRole('option', { name: 'Español' }).click();
  await expect(option.getByRole('button', { name: 'Tour language: Español' })).toBeVisible();
  await axe('available options');

  await option.getByRole('button', { name: 'Add to basket' }).click();
  const basket = page.getByRole('dialog', { name: 'Basket' });
  const item = basket.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Giant’s Causeway Day Trip from Dublin');
  const timer = item.getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 5_000 });
  await axe('basket');

  await basket.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en-GB\/EUR\/payment/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The playground chooses the sandbox's card stand-in (payment-provider="sandbox"), which says so.
  await expect(page.getByText('Test mode: no real payment', { exact: true })).toBeVisible();
  await axe('payment');

  await fillContact(page, { firstName: 'Aoife', lastName: 'Byrne', email: 'aoife.byrne@example.ie' });
  const activity = page.getByRole('group', { name: 'Giant’s Causeway Day Trip from Dublin' });
  await activity.getByRole('radio', { name: /^Cathedral Square/ }).check();
  const attendees = [
    { group: 'Ticket 1: Adult', name: 'Aoife Byrne', passport: 'PA1234567' },
    { group: 'Ticket 2: Child', name: 'Cian Byrne', passport: 'PA7654321' },
  ];
  for (const attendee of attendees) {
    const ticket = activity.getByRole('group', { name: attendee.group });
    await ticket.getByRole('textbox', { name: 'Full name' }).fill(attendee.name);
    await ticket.getByRole('textbox', { name: 'Passport number' }).fill(attendee.passport);
    await ticket.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Ireland' });
    await ticket.getByRole('textbox', { name: 'Passport expiry date' }).fill(addDays(sandbox.today, 900));
  }

  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);
  const confirmation = await payNow(page);

  const reference = await expectConfirmed(page);
  await expect(page.getByText('aoife.byrne@example.ie')).toBeVisible();
  await expect(page.getByText('2 x tickets for Giant’s Causeway Day Trip from Dublin')).toBeVisible();
  await axe('confirmation');

  // The sandbox has the booking: one paid transaction, under the reference the visitor was shown.
  expect(await transactionsOf(page, confirmation)).toEqual([
    expect.objectContaining({ reference_id: reference, status: 'PAID' }),
  ]);
});
