import type { Route } from '@playwright/test';
import {
  CARDS,
  type Confirmation,
  expectConfirmed,
  fillBillingAndTerms,
  fillCard,
  fillContact,
  transactionsOf,
} from '../support/checkout';
import { addDays, expect, seriousViolations, test, walkingTourToCheckout } from '../support/journey';

test.describe.configure({ timeout: 120_000 });

/** The basket's confirmation for payment (`POST /v2/reservations` with `reservations`), not a hold. */
function isConfirmation(route: Route): boolean {
  const request = route.request();
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/v2/reservations') return false;
  const body = request.postDataJSON() as { reservations?: unknown } | null;
  return Array.isArray(body?.reservations);
}

/** A promise and the function that settles it: a step of one tab the test lets go of by hand. */
function gate<T = void>() {
  let open: (value: T) => void = () => undefined;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

test('two tabs of one visitor pay one basket: one charge; the refused tab says so and follows the payment', async ({
  page,
  context,
  sandbox,
  axe,
}) => {
  // Tab one: the basket and the payment page.
  await walkingTourToCheckout(page, {
    attractionId: sandbox.attractions.dublinWalkingTour,
    date: addDays(sandbox.today, 11),
    axe,
  });
  await axe('payment');

  // Tab two: the same visitor (same browser, same booking session) opens the payment page too.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Each tab has its own details typed: two different confirmation bodies, so two keys.
  await fillContact(page, { firstName: 'Róisín', lastName: 'Kelly', email: 'roisin.kelly@example.ie' });
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);
  await fillContact(second, { firstName: 'Rose', lastName: 'Kelly', email: 'rose.kelly@example.ie' });
  await fillCard(second, CARDS.success);
  await fillBillingAndTerms(second);

  // Both tabs press 'Pay now' at once. The network decides the order; here tab one's confirmation
  // is held in the browser until tab two's has reached the sandbox, and tab two's answer is held
  // until tab one has been refused, so that each state is on screen long enough to be checked.
  const firstSent = gate();
  const releaseFirst = gate();
  await page.route(
    (url) => url.pathname === '/v2/reservations',
    async (route) => {
      if (!isConfirmation(route)) return route.continue();
      firstSent.open();
      await releaseFirst.opened;
      return route.continue();
    },
  );
  const secondConfirmed = gate<Confirmation>();
  const releaseSecond = gate();
  await second.route(
    (url) => url.pathname === '/v2/reservations',
    async (route) => {
      if (!isConfirmation(route)) return route.continue();
      const response = await route.fetch();
      const session = (await route.request().headerValue('Booking-Session')) ?? '';
      secondConfirmed.open({ ...((await response.json()) as Omit<Confirmation, 'session'>), session });
      await releaseSecond.opened;
      return route.fulfill({ response });
    },
  );
  // The card confirmations each tab sends to the sandbox's card stand-in.
  const cards = { first: 0, second: 0 };
  const countCards = (tab: keyof typeof cards) => (url: string) => {
    if (/\/sandbox\/payments\/[^/]+\/confirm$/.test(new URL(url).pathname)) cards[tab] += 1;
  };
  page.on('request', (request) => countCards('first')(request.url()));
  second.on('request', (request) => countCards('second')(request.url()));
  const refusals: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/v2/reservations')
      refusals.push(response.status());
  });

  await page.getByRole('button', { name: 'Pay now' }).click();
  await firstSent.opened;
  await second.getByRole('button', { name: 'Pay now' }).click();
  const confirmation = await secondConfirmed.opened;

  // Tab one's confirmation arrives second: the sandbox refuses it (409, code 47), and the tab says so.
  releaseFirst.open();
  await expect(
    page.getByText(
      'This basket is already being paid in another tab or window — resume it there. This page follows that payment.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  expect(refusals).toEqual([409]);
  await axe('payment, basket being paid in another tab');

  // Tab two pays; tab one follows that payment (the shared record's storage events) to its end.
  releaseSecond.open();
  const secondReference = await expectConfirmed(second);
  const firstReference = await expectConfirmed(page);
  expect(firstReference).toBe(secondReference);
  await axe('confirmation, followed from the other tab');
  expect(await seriousViolations(second)).toEqual([]);

  // One charge: one transaction, paid; tab one never sent a card of its own.
  expect(await transactionsOf(page, confirmation)).toEqual([
    expect.objectContaining({ reference_id: secondReference, status: 'PAID' }),
  ]);
  expect(cards).toEqual({ first: 0, second: 1 });
});
