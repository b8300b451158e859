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

test('book a theatre seat: a time, a section, the reservation preview, the basket, paid', async ({
  page,
  sandbox,
  axe,
}) => {
  await page.goto(storefront(`/en-GB/EUR/${sandbox.attractions.corkTheatre}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Playboy of the Western World' }),
  ).toBeVisible();
  await axe('details');

  await chooseDate(page, addDays(sandbox.today, 4));
  await page.getByRole('button', { name: /^Tickets/ }).click();
  const tickets = page.getByRole('dialog', { name: 'Tickets' });
  await tickets.getByRole('button', { name: 'Add one Adult ticket' }).click();
  await tickets.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Check Availability' }).click();

  const options = page.getByRole('region', { name: 'Available options' });
  const times = options.getByRole('group', { name: 'Performance time' });
  await expect(times.getByRole('radio', { name: '14:30' })).toBeChecked();
  await times.getByRole('radio', { name: '19:30' }).check();
  const section = options.getByRole('listitem').filter({ hasText: 'Dress Circle' });
  await expect(section).toBeVisible();

  // The seating chart below the sections, drawn by the sandbox's stand-in of the provider's script
  // (the playground points seating-chart-url at it): a seat of the Dress Circle chooses that section.
  const chart = options.getByRole('region', { name: 'Seating chart' });
  await expect(chart).toHaveAttribute('data-chart-status', 'rendered');
  await expect(chart.getByRole('button', { name: 'Dress Circle, row D, seat 3, booked' })).toBeDisabled();
  await axe('theatre options with the seating chart');
  const seat = chart.getByRole('button', { name: 'Dress Circle, row C, seat 2' });
  await seat.click();
  // The preview is modal: the page under it (the chart too) is hidden from roles until it closes.
  const fromChart = page.getByRole('dialog');
  await expect(fromChart).toContainText('Dress Circle');
  await expect(fromChart).toContainText('19:30');
  await page.keyboard.press('Escape');
  await expect(fromChart).toBeHidden();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await expect(seat).toBeFocused();
  // Deselected again, and said so; the list of sections is the way the journey goes on.
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'Seat C-2 deselected.' })).toHaveCount(1);
  await section.getByRole('button', { name: 'Select' }).click();

  const preview = page.getByRole('dialog');
  await expect(preview).toContainText('Dress Circle');
  await expect(preview).toContainText('19:30');
  await expect(preview).toContainText('Total');
  await expect(preview.getByText('Seatmap for illustrative purposes only')).toBeVisible();
  await axe('reservation preview');
  await preview.getByRole('button', { name: 'Add to basket' }).click();

  const basket = page.getByRole('dialog', { name: 'Basket' });
  const item = basket.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(item).toContainText('The Playboy of the Western World');
  await expect(item).toContainText('19:30');
  await expect(item.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await basket.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await axe('payment');
  await fillContact(page, { firstName: 'Seán', lastName: 'Murphy', email: 'sean.murphy@example.ie' });
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);
  const confirmation = await payNow(page);

  const reference = await expectConfirmed(page);
  await expect(page.getByText('2 x tickets for The Playboy of the Western World')).toBeVisible();
  await axe('confirmation');
  expect(await transactionsOf(page, confirmation)).toEqual([
    expect.objectContaining({ reference_id: reference, status: 'PAID' }),
  ]);
});
