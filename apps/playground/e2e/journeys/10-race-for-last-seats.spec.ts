import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  addDays,
  DISTRIBUTOR,
  expect,
  SANDBOX,
  seriousViolations,
  storefront,
  test,
} from '../support/journey';

test.describe.configure({ timeout: 60_000 });

const TITLE = 'Harbour Lights: Last Seats Unplugged';
const NOT_ENOUGH = "We're sorry, there are not enough tickets available for this event";

/** A visitor in a browser context of their own: their own booking session, cookies and basket. */
interface Visitor {
  name: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The reservations the visitor's page asked the sandbox for. */
  reservations: string[];
}

async function newVisitor(browser: Browser, name: string): Promise<Visitor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  const reservations: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.origin === SANDBOX && url.pathname === '/v2/reservations')
      reservations.push(request.url());
  });
  return { name, context, page, errors, reservations };
}

/** Runs axe on the visitor's page as it is now (soft, like the `axe` fixture). */
async function axe(visitor: Visitor, label: string): Promise<void> {
  expect.soft(await seriousViolations(visitor.page), `axe on ${visitor.name}: ${label}`).toEqual([]);
}

/** What the sandbox has left on `date`, asked by a booking session of the test's own. */
async function remainingSeats(request: APIRequestContext, attractionId: string, date: string) {
  const opened = await request.post(`${SANDBOX}/v2/booking-session`, {
    headers: DISTRIBUTOR,
    data: { language: 'en' },
  });
  expect(opened.ok()).toBe(true);
  const { session_id: session } = (await opened.json()) as { session_id: string };
  const checked = await request.post(`${SANDBOX}/v2/availability/check`, {
    headers: { ...DISTRIBUTOR, 'Booking-Session': session },
    data: {
      currency: 'EUR',
      language_code: 'en',
      attraction_id: attractionId,
      date,
      tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
    },
  });
  expect(checked.ok()).toBe(true);
  const { options } = (await checked.json()) as { options: { remaining: number }[] };
  expect(options).toHaveLength(1);
  return options[0]?.remaining ?? 0;
}

/** The holds the sandbox keeps for the visitor's booking session. */
async function holdsOf(visitor: Visitor) {
  const session = (await visitor.context.cookies()).find((cookie) => cookie.name === 'booking-session');
  if (!session) return [];
  const answer = await visitor.page.request.get(`${SANDBOX}/v2/reservations`, {
    headers: { ...DISTRIBUTOR, 'Booking-Session': session.value },
  });
  expect(answer.ok()).toBe(true);
  const { reservations } = (await answer.json()) as {
    reservations: { reservation_id: string; number_of_tickets: number }[];
  };
  return reservations.map((hold) => ({ ...hold, session: session.value }));
}

/**
 * Opens the details page, asks for `seats` tickets, checks availability and opens the section's
 * preview. `audit`: run axe on the pages on the way (both visitors see the same ones, so one does).
 */
async function readyToAdd(visitor: Visitor, attractionId: string, seats: number, audit: boolean) {
  const { page } = visitor;
  await page.goto(storefront(`/en-GB/EUR/${attractionId}`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  if (audit) await axe(visitor, 'details');

  await page.getByRole('button', { name: /^Tickets / }).click();
  const tickets = page.getByRole('dialog', { name: 'Tickets' });
  // One adult is preselected.
  for (let more = 1; more < seats; more++)
    await tickets.getByRole('button', { name: 'Add one Adult ticket' }).click();
  await tickets.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: `Tickets ${seats} × Adult` })).toBeVisible();
  await page.getByRole('button', { name: 'Check Availability' }).click();

  await page
    .getByRole('region', { name: 'Available options' })
    .getByRole('button', { name: 'Select' })
    .click();
  const preview = page.getByRole('dialog', { name: /Last Seats/ });
  await expect(preview.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  if (audit) await axe(visitor, 'reservation preview');
  return preview.getByRole('button', { name: 'Add to basket' });
}

test('two visitors race for the last seats: exactly one holds them, the other is told there are not enough tickets', async ({
  browser,
  request,
  sandbox,
}) => {
  const attractionId = sandbox.attractions.lastSeats;
  // The fixture's only day (README: today + 10).
  const date = addDays(sandbox.today, 10);
  const seats = await remainingSeats(request, attractionId, date);
  expect(seats, 'seats left of the last-seats fixture (held by an earlier run?)').toBeGreaterThan(0);

  const visitors = [await newVisitor(browser, 'first visitor'), await newVisitor(browser, 'second visitor')];
  try {
    // Both are offered all the remaining seats before either adds them.
    const adds = await Promise.all(
      visitors.map((visitor, index) => readyToAdd(visitor, attractionId, seats, index === 0)),
    );
    await Promise.all(adds.map((add) => add.click()));

    const basketItem = (visitor: Visitor) =>
      visitor.page
        .getByRole('dialog', { name: 'Basket' })
        .getByRole('list', { name: 'Items in your basket' })
        .getByRole('listitem');
    const notEnough = (visitor: Visitor) => visitor.page.getByRole('status').filter({ hasText: NOT_ENOUGH });
    // Each visitor ends in one of the two outcomes; which one wins is up to the race.
    for (const visitor of visitors) await expect(basketItem(visitor).or(notEnough(visitor))).toBeVisible();
    const holding = await Promise.all(visitors.map((visitor) => basketItem(visitor).isVisible()));
    expect(holding.filter(Boolean), 'visitors holding the seats').toHaveLength(1);
    const [winner, loser] = holding[0] ? visitors : [...visitors].reverse();
    if (!winner || !loser) throw new Error('two visitors expected');

    await expect(basketItem(winner)).toContainText(TITLE);
    await expect(basketItem(winner).getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await expect(notEnough(winner)).toHaveCount(0);
    await axe(winner, 'basket');

    await expect(notEnough(loser)).toContainText('Please try a different date or number of tickets');
    await expect(loser.page.getByRole('dialog')).toHaveCount(0);
    await expect(loser.page.getByRole('button', { name: 'Select' })).toHaveCount(0);
    // The keyboard user's place: the button that checks again.
    await expect(loser.page.getByRole('button', { name: 'Check Availability' })).toBeFocused();
    await axe(loser, 'not enough tickets');

    // The sandbox agrees: the winner holds every seat that was left, the loser nothing, none remain.
    expect((await holdsOf(winner)).map((hold) => hold.number_of_tickets)).toEqual([seats]);
    expect(await holdsOf(loser)).toEqual([]);
    expect(await remainingSeats(request, attractionId, date)).toBe(0);
    // One request each: the refused one is not retried, nothing is reserved twice.
    for (const visitor of visitors)
      expect(visitor.reservations, `reservations asked for by ${visitor.name}`).toHaveLength(1);

    for (const visitor of visitors) expect(visitor.errors, `uncaught errors for ${visitor.name}`).toEqual([]);
  } finally {
    // Give the seats back, so a rerun against the same sandbox finds them again.
    for (const visitor of visitors)
      for (const hold of await holdsOf(visitor))
        await request.delete(`${SANDBOX}/v2/reservations/${hold.reservation_id}`, {
          headers: { ...DISTRIBUTOR, 'Booking-Session': hold.session },
        });
    await Promise.all(visitors.map((visitor) => visitor.context.close()));
  }
});
