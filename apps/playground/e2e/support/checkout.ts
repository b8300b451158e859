import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, DISTRIBUTOR, SANDBOX } from './journey';

/** The sandbox's test cards (apps/sandbox-api README). */
export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
}

/** Contact details; the phone too when the reservation check asks for it. */
export async function fillContact(page: Page, visitor: Visitor, keyboard = false): Promise<void> {
  const contact = page.getByRole('region', { name: 'Contact details' });
  await enter(page, contact.getByRole('textbox', { name: 'First name' }), visitor.firstName, keyboard);
  await enter(page, contact.getByRole('textbox', { name: 'Last name' }), visitor.lastName, keyboard);
  await enter(page, contact.getByRole('textbox', { name: 'Email' }), visitor.email, keyboard);
  const phone = contact.getByRole('textbox', { name: 'Phone number' });
  if (await phone.isVisible()) await enter(page, phone, '2025550143', keyboard);
}

/** The sandbox card fields. */
export async function fillCard(page: Page, number: string, keyboard = false): Promise<void> {
  const card = page.getByRole('region', { name: 'Payment details' });
  await enter(page, card.getByRole('textbox', { name: 'Card number' }), number, keyboard);
  await enter(page, card.getByRole('textbox', { name: 'Expiry date' }), '12 / 34', keyboard);
  await enter(page, card.getByRole('textbox', { name: 'CVC' }), '123', keyboard);
}

/** The billing address and the terms. */
export async function fillBillingAndTerms(page: Page, keyboard = false): Promise<void> {
  const billing = page.getByRole('region', { name: 'Billing address' });
  await enter(page, billing.getByRole('textbox', { name: 'Address line 1' }), '12 Merrion Square', keyboard);
  await enter(page, billing.getByRole('textbox', { name: 'City' }), 'Dublin', keyboard);
  await enter(page, billing.getByRole('textbox', { name: 'Postcode' }), 'D02 XY45', keyboard);
  const country = billing.getByRole('combobox', { name: 'Country' });
  const terms = page.getByRole('checkbox', { name: /I confirm I have read and accept/ });
  if (!keyboard) {
    await country.selectOption({ label: 'Ireland' });
    await terms.check();
    return;
  }
  await tabTo(page, country);
  await page.keyboard.type('Ireland');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

/** A basket confirmed for payment: the answer of `POST /v2/reservations`, and the session it was sent in. */
export interface Confirmation {
  user_id: string;
  transaction_id: string;
  /** The booking session that confirmed it: the only one the sandbox lists its transactions to. */
  session: string;
}

/** The confirmation answer of `POST /v2/reservations` (the basket confirmed for payment). */
async function confirmationOf(page: Page): Promise<Confirmation> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.request().method() === 'POST' &&
      /\/v2\/reservations$/.test(new URL(candidate.url()).pathname) &&
      candidate.status() === 201,
    { timeout: 30_000 },
  );
  const answer = (await response.json()) as Omit<Confirmation, 'session'>;
  return { ...answer, session: (await response.request().headerValue('Booking-Session')) ?? '' };
}

/**
 * Presses 'Pay now' on a filled form and resolves with the confirmation it sent: its customer
 * (`user_id`) and session, whose transactions the journey then reads from the sandbox.
 */
export async function payNow(page: Page): Promise<Confirmation> {
  const confirmation = confirmationOf(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  return confirmation;
}

/** The transactions of a confirmation's customer as the sandbox lists them (to its session), newest first. */
export async function transactionsOf(
  page: Page,
  { user_id: userId, session }: Pick<Confirmation, 'user_id' | 'session'>,
): Promise<{ reference_id: string; status: string }[]> {
  const answer = await page.request.get(`${SANDBOX}/v2/users/${userId}/transactions`, {
    headers: { ...DISTRIBUTOR, 'Booking-Session': session },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { transactions: { reference_id: string; status: string }[] }).transactions;
}

/** The success view: its title, and the order reference it shows. */
export async function expectConfirmed(
  page: Page,
  title = 'Thanks, your booking is confirmed!',
): Promise<string> {
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const reference = page.getByText(/^Order reference: /);
  await expect(reference).toBeVisible();
  return ((await reference.textContent()) ?? '').replace('Order reference: ', '');
}

/** Types `text` into the focused field, as a keyboard would (or fills it, for a pointer visitor). */
async function enter(page: Page, field: Locator, text: string, keyboard: boolean): Promise<void> {
  if (!keyboard) return field.fill(text);
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Answers whatever the reservation check asks per reservation and ticket (the sandbox asks some
 * attractions for names, passports, heights…): a discovered attraction's form can be completed.
 */
export async function fillActivityDetails(page: Page, today: string, keyboard = false): Promise<void> {
  const activity = page.getByRole('region', { name: 'Activity details' });
  if (!(await activity.isVisible())) return;
  const texts: Array<[string, string]> = [
    ['Full name', 'Alex Quinn'],
    ['Passport number', 'PA1234567'],
    ['Passport expiry date', addDays(today, 900)],
    ['Date of birth', '1990-04-12'],
    ['Height', '175'],
    ['Weight', '70'],
    ['Hotel pickup', 'The Shelbourne, St Stephen’s Green'],
  ];
  for (const [label, value] of texts)
    for (const field of await activity.getByRole('textbox', { name: label, exact: true }).all())
      await enter(page, field, value, keyboard);
  for (const field of await activity.getByRole('spinbutton').all()) await enter(page, field, '70', keyboard);
  for (const select of await activity.getByRole('combobox', { name: 'Nationality' }).all()) {
    if (keyboard) {
      await tabTo(page, select);
      await page.keyboard.type('Ireland');
    } else await select.selectOption({ label: 'Ireland' });
  }
  for (const group of await activity.getByRole('radiogroup', { name: 'Pickup point' }).all()) {
    const first = group.getByRole('radio').first();
    if (keyboard) {
      await tabTo(page, first);
      await page.keyboard.press('Space');
    } else await first.check();
  }
}

/** Presses Tab until `target` has the focus (a keyboard visitor's way to reach it). */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}
