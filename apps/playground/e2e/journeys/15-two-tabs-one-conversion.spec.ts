import type { Page, Route } from '@playwright/test';
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

// Issue 28, items 3 and 4: two tabs of one visitor on the payment page of one basket. One pays, the
// other is refused (409, code 47) and follows that payment; the network is held so that each
// arrival order is played, and both tabs learn "paid" at the same instant.

test.describe.configure({ timeout: 120_000 });

const BEING_PAID =
  'This basket is already being paid in another tab or window — resume it there. This page follows that payment.';

/** The basket's confirmation for payment (`POST /v2/reservations` with `reservations`), not a hold. */
function isConfirmation(route: Route): boolean {
  const request = route.request();
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/v2/reservations') return false;
  const body = request.postDataJSON() as { reservations?: unknown } | null;
  return Array.isArray(body?.reservations);
}

/** A customer's transactions (`GET /v2/users/{id}/transactions`): what a paying page polls. */
const isTransactions = (url: URL) => /^\/v2\/users\/[^/]+\/transactions$/.test(url.pathname);

/** A promise and the function that settles it: a step the test lets go of by hand. */
function gate<T = void>() {
  let open: (value: T) => void = () => undefined;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

interface Logged {
  name: string;
  detail: {
    success?: boolean;
    transactionId?: string;
    name?: string;
    params?: { transaction_id?: string };
  } | null;
}

/** What the playground's event log of `page` holds (its integrator panel): what the host page heard. */
function logged(page: Page): Promise<Logged[]> {
  return page
    .getByRole('list', { name: 'Events, newest first' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('strong')?.textContent ?? '',
        detail: JSON.parse(item.querySelector('pre')?.textContent ?? 'null') as Logged['detail'],
      })),
    );
}

/** The conversions both tabs reported for one order: `purchase` events and `payment-status` successes. */
async function conversions(tabs: Page[], order: { reference: string; transactionId: string }) {
  const events = (await Promise.all(tabs.map(logged))).flat();
  return {
    purchases: events.filter(
      ({ name, detail }) =>
        name === 'analytics' &&
        detail?.name === 'purchase' &&
        detail.params?.transaction_id === order.reference,
    ).length,
    successes: events.filter(
      ({ name, detail }) =>
        name === 'payment-status' && detail?.success === true && detail.transactionId === order.transactionId,
    ).length,
  };
}

for (const { when, afterCard, day } of [
  { when: 'before the paying tab’s confirmation is answered', afterCard: false, day: 15 },
  { when: 'after the paying tab sent its card', afterCard: true, day: 16 },
]) {
  test(`two tabs, one basket: the tab refused ${when} follows the payment within seconds, and the order is one conversion`, async ({
    page,
    context,
    sandbox,
    axe,
  }) => {
    await walkingTourToCheckout(page, {
      attractionId: sandbox.attractions.dublinWalkingTour,
      date: addDays(sandbox.today, day),
      axe,
    });
    await axe('payment');
    const second = await context.newPage();
    await second.goto(page.url());
    await expect(second.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // Other details in each tab: two confirmation bodies, two keys. A customer of each test's own,
    // repeats too (the sandbox knows customers by their email).
    const customer = `${day}.${test.info().repeatEachIndex}`;
    await fillContact(page, {
      firstName: 'Aoife',
      lastName: 'Byrne',
      email: `aoife.byrne.${customer}@example.ie`,
    });
    await fillCard(page, CARDS.success);
    await fillBillingAndTerms(page);
    await fillContact(second, {
      firstName: 'Aoibheann',
      lastName: 'Byrne',
      email: `aoibheann.byrne.${customer}@example.ie`,
    });
    await fillCard(second, CARDS.success);
    await fillBillingAndTerms(second);

    // Tab one's confirmation reaches the sandbox first (it pays); its answer waits for the test.
    const payerConfirmed = gate<Confirmation>();
    const releasePayer = gate();
    await page.route(
      (url) => url.pathname === '/v2/reservations',
      async (route) => {
        if (!isConfirmation(route)) return route.continue();
        const response = await route.fetch();
        const answer = (await response.json()) as Omit<Confirmation, 'session'>;
        payerConfirmed.open({ ...answer, session: route.request().headers()['booking-session'] ?? '' });
        await releasePayer.opened;
        return route.fulfill({ response });
      },
    );
    // Tab two's confirmation reaches it second (409, code 47); its answer waits too.
    const refused = gate<number>();
    const releaseRefusal = gate();
    await second.route(
      (url) => url.pathname === '/v2/reservations',
      async (route) => {
        if (!isConfirmation(route)) return route.continue();
        const response = await route.fetch();
        refused.open(response.status());
        await releaseRefusal.opened;
        return route.fulfill({ response });
      },
    );
    const cardSent = gate();
    const cards = { payer: 0, follower: 0 };
    const isCard = (url: string) => /\/sandbox\/payments\/[^/]+\/confirm$/.test(new URL(url).pathname);
    page.on('request', (request) => {
      if (!isCard(request.url())) return;
      cards.payer += 1;
      cardSent.open();
    });
    second.on('request', (request) => {
      if (isCard(request.url())) cards.follower += 1;
    });
    // Both tabs' polls: the answer that says PAID waits until both tabs have asked, then both go at
    // the same instant.
    const askedPaid = new Set<Page>();
    const bothAskedPaid = gate();
    const polls = new Map<Page, number>([
      [page, 0],
      [second, 0],
    ]);
    for (const tab of [page, second]) {
      await tab.route(isTransactions, async (route) => {
        polls.set(tab, (polls.get(tab) ?? 0) + 1);
        const response = await route.fetch();
        const body = (await response.json()) as {
          transactions: { transaction_id: string; status: string }[];
        };
        const { transaction_id: paying } = await payerConfirmed.opened;
        if (body.transactions.some((each) => each.transaction_id === paying && each.status === 'PAID')) {
          askedPaid.add(tab);
          if (askedPaid.size === 2) bothAskedPaid.open();
          await bothAskedPaid.opened;
        }
        return route.fulfill({ response, json: body });
      });
    }

    await page.getByRole('button', { name: 'Pay now' }).click();
    const confirmation = await payerConfirmed.opened;
    await second.getByRole('button', { name: 'Pay now' }).click();
    expect(await refused.opened).toBe(409);
    if (afterCard) {
      releasePayer.open();
      await cardSent.opened;
      releaseRefusal.open();
    } else {
      releaseRefusal.open();
      await expect(second.getByText(BEING_PAID)).toBeVisible();
      expect(await seriousViolations(second)).toEqual([]);
      releasePayer.open();
    }

    // The refused tab follows the payment: it polls the transaction, whatever order it heard things in.
    await expect
      .poll(() => polls.get(second), { message: 'the refused tab follows the payment', timeout: 10_000 })
      .toBeGreaterThan(0);
    const reference = await expectConfirmed(page);
    await expect(second.getByRole('heading', { name: 'Thanks, your booking is confirmed!' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(second.getByText(`Order reference: ${reference}`)).toBeVisible();

    // One order, one conversion: one purchase and one payment-status success across both tabs.
    const order = { reference, transactionId: confirmation.transaction_id };
    await expect.poll(() => conversions([page, second], order)).toEqual({ purchases: 1, successes: 1 });
    await axe('confirmation, paid in this tab');
    expect(await seriousViolations(second)).toEqual([]);
    expect(await conversions([page, second], order)).toEqual({ purchases: 1, successes: 1 });

    // One charge: one transaction, paid; the refused tab never sent a card of its own.
    expect(await transactionsOf(page, confirmation)).toEqual([
      expect.objectContaining({ reference_id: reference, status: 'PAID' }),
    ]);
    expect(cards).toEqual({ payer: 1, follower: 0 });
  });
}
