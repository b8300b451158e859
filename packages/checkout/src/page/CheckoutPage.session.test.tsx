import { confirmReservations, createCorasClient, listReservations } from '@coras/api-client';
import { PAYMENT_RECORD_KEY } from '@coras/booking-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  at,
  type CheckoutSandbox,
  checkoutSandbox,
  confirmationRequests,
  fillForm,
  payNow,
  payToConfirmation,
  renderCheckout,
  renderFilled,
  SANDBOX_HOST,
  settle,
  testLogger,
  visitorClient,
  visitorHolding,
} from '../../test/harness.test-utils';

// Issue 20: the booking session at checkout (items 1 and 4), against the real in-process sandbox.

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The sandbox answers `request` with its own fault (a real answer of the sandbox, not a mock). */
const faulted = (sandbox: CheckoutSandbox, request: Request, fault: string) =>
  sandbox.sandbox.fetch(
    new Request(request, { headers: { ...Object.fromEntries(request.headers), 'X-Sandbox-Fault': fault } }),
  );

/** A visitor holding the walking tour's tickets, and that hold. */
async function visitor() {
  const { sandbox, session, held } = await visitorHolding();
  return { sandbox, session, held: at(held, 0) };
}

describe('the API client keeps a live session on a 401 that is not about it (issue 20 item 4)', () => {
  it('a 401 of a call not bound to the session keeps the basket; a session call that answers 401 drops it', async () => {
    const { sandbox, session, held } = await visitor();
    const sessionId = session.get();
    const client = visitorClient(sandbox, session);
    sandbox.intercept((request) =>
      new URL(request.url).pathname.endsWith('/landing/sorting')
        ? faulted(sandbox, request, '401')
        : undefined,
    );
    const sorting = await client.GET('/{api_version}/landing/sorting');
    expect(sorting.error?.status).toBe(401);
    // The session is alive on the server and stays with the visitor: the basket is not orphaned.
    expect(session.get()).toBe(sessionId);
    const basket = await listReservations(client);
    expect(basket.data?.reservations.map((reservation) => reservation.reservation_id)).toEqual([
      held.reservation_id,
    ]);

    // The server forgets the session (it expired there): the next session call answers 401 and
    // the client lets the session go, as spec 1 §8 says.
    sandbox.intercept((request) =>
      new URL(request.url).pathname.endsWith('/reservations/check')
        ? faulted(sandbox, request, '401')
        : undefined,
    );
    const check = await client.GET('/{api_version}/reservations/check');
    expect(check.error?.status).toBe(401);
    expect(session.get()).toBeUndefined();
  });
});

describe('the booking session ended at checkout (issue 20 item 4)', () => {
  it('a 401 at Pay now says the session ended and what is known of the tickets, stops the countdown, and leads back to the attraction', async () => {
    const { sandbox, session, held } = await visitor();
    const back = vi.fn();
    const page = await renderCheckout({ sandbox, session, props: { onBackToAttraction: back } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByText('Held for')).toBeVisible();
    await fillForm(user, screen);
    // The server no longer knows the session when the order is confirmed.
    sandbox.intercept(async (request) =>
      request.method === 'POST' && new URL(request.url).pathname.endsWith('/reservations')
        ? faulted(sandbox, request, '401')
        : undefined,
    );
    await user.click(payNow());

    // The server may still hold the tickets until their hold ends (issue 28 item 7): not "released".
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking session has ended');
    expect(
      screen.getByText(
        'Nothing was charged, and the tickets you chose are no longer reserved for you. Choose them again to book.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/released/)).toBeNull();
    expect(screen.queryByText('An error occurred. Please try again.')).toBeNull();
    // The form, the order and its countdown are gone with the session; time passing changes nothing.
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
    expect(screen.queryByText('Held for')).toBeNull();
    await sandbox.advance(60_000);
    expect(screen.queryByText('Held for')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(page.fake.confirmations).toHaveLength(0);

    const backButton = screen.getByRole('button', { name: `Back to ${held.attraction_name}` });
    expect(backButton).toHaveFocus();
    await user.click(backButton);
    expect(back).toHaveBeenCalledWith(held.attraction_id);
  });

  it('a session that ends before its holds is said when the first hold runs out, not at the next Pay now', async () => {
    // The API's session lives 10 minutes, less than the 15-minute holds made in it.
    const { sandbox, session } = await visitorHolding(undefined, {
      sandboxOptions: { sessionTtlMs: 10 * 60_000 },
    });
    await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Checkout' });
    await sandbox.advance(10 * 60_000 + 1000);
    // The session is gone; the page learns it at the hold's end (one timer, not a poll).
    expect(session.get()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await sandbox.advance(5 * 60_000);
    // Its only hold has run out: the tickets are known to be released.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session ended; your tickets were released',
    );
    expect(screen.getByText('Nothing was charged. Choose your tickets again to book.')).toBeInTheDocument();
    expect(screen.queryByText('Held for')).toBeNull();
    // Without a way back given to the page, the message shows no button.
    expect(screen.queryByRole('button', { name: /^Back to / })).toBeNull();
  });

  it.each([
    ['the tab shows again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['the window gets the focus back', () => window.dispatchEvent(new FocusEvent('focus'))],
  ])(
    'a session that ended while the tab slept is said as soon as %s, its timers not yet run',
    async (_, wake) => {
      const { sandbox, session } = await visitor();
      await renderCheckout({ sandbox, session });
      await screen.findByRole('heading', { name: 'Checkout' });
      // The API client let the session go (a 401 answered in another part of the page).
      session.clear();
      expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();

      act(wake);

      // Its hold still runs: whether the server let the tickets go is not known.
      expect(await screen.findByRole('status')).toHaveTextContent('Your booking session has ended');
    },
  );

  it('a paid order clears its session on purpose: the confirmation shows, not "session ended"', async () => {
    const { sandbox, session } = await visitor();
    const { user } = await renderFilled({ sandbox, session });
    expect(await payToConfirmation(user, sandbox)).toBeVisible();
    expect(session.get()).toBeUndefined();
    await sandbox.advance(5000);
    expect(screen.queryByRole('heading', { name: /Your session ended/ })).toBeNull();
  });
});

describe('the payment page opened without a basket (a reload after the session ended)', () => {
  it('says the basket is empty and leads back to the attractions: no form that cannot be sent, no error', async () => {
    const sandbox = checkoutSandbox();
    const back = vi.fn();
    await renderCheckout({ sandbox, props: { onBackToLanding: back } });
    const user = userEvent.setup();

    expect(await screen.findByRole('status')).toHaveTextContent('Your basket is empty');
    expect(
      screen.getByText(
        'There is nothing to pay for: your booking session has ended, or no tickets were added. Nothing was charged.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // No session: nothing to check.
    expect(sandbox.calls('GET', '/reservations/check')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Browse attractions' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a session whose basket is empty (every hold removed elsewhere) says the same', async () => {
    const { sandbox, session, held } = await visitor();
    const client = visitorClient(sandbox, session);
    await client.DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: held.reservation_id } },
    });
    await renderCheckout({ sandbox, session });

    expect(await screen.findByRole('status')).toHaveTextContent('Your basket is empty');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    // Without a way back given to the page, the message shows no button.
    expect(screen.queryByRole('button', { name: 'Browse attractions' })).toBeNull();
  });
});

/**
 * A visitor on the payment page, and another tab of theirs (same session) that has confirmed the
 * basket under its own key; `payThere()` sends that tab's card and writes the shared record as it
 * would (no storage event: each test says which signal reaches the page).
 */
async function besideAnotherTab() {
  const { sandbox, session, held } = await visitor();
  const page = await renderCheckout({ sandbox, session });
  await screen.findByRole('heading', { name: 'Checkout' });
  const otherTab = createCorasClient({
    apiHost: SANDBOX_HOST,
    distributorId: 'test',
    fetch: (request) => sandbox.sandbox.fetch(request),
    sessionStore: session,
    retry: { retries: 0 },
    logger: testLogger(),
    now: () => sandbox.clock.now(),
  });
  const { data: other, error } = await confirmReservations(
    otherTab,
    {
      first_name: 'Ada',
      second_name: 'Lovelace',
      email: 'ada@example.com',
      phone_number: '+353871234567',
      reservations: [held.reservation_id],
      metadata: { addressLine1: '12 Merrion Square', city: 'Dublin', postcode: 'D02 XY45', country: 'IE' },
    },
    { idempotencyKey: 'other-tab-key' },
  );
  if (!other) throw new Error(`Expected the other tab to confirm the basket: ${JSON.stringify(error?.body)}`);
  const payThere = async () => {
    const paid = await sandbox.sandbox.fetch(
      new Request(`${SANDBOX_HOST}/sandbox/payments/${other.client_secret}/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Coras-Distributor': 'test' },
        body: JSON.stringify({
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        }),
      }),
    );
    expect(paid.ok).toBe(true);
    const record = {
      version: 1,
      sessionId: session.get(),
      reservationIds: [held.reservation_id],
      idempotency: { key: 'other-tab-key', body: 'other' },
      confirmation: other,
      cardSent: true,
    };
    page.storage.setItem(PAYMENT_RECORD_KEY, JSON.stringify(record));
    return record;
  };
  return { sandbox, page, other, payThere };
}

const BEING_PAID =
  'This basket is already being paid in another tab or window — resume it there. This page follows that payment.';

describe('one basket paid in two tabs (issue 20 item 1)', () => {
  it('a tab refused with 409, code 47 says the basket is being paid elsewhere, then follows that payment to its confirmation', async () => {
    const { sandbox, page, other, payThere } = await besideAnotherTab();
    const user = userEvent.setup();
    await fillForm(user, screen, { ...ADA, firstName: 'Augusta' });
    await user.click(payNow());
    expect(await screen.findByText(BEING_PAID)).toBeInTheDocument();
    const refused = at(await confirmationRequests(sandbox), 0);
    expect(refused.headers.get('Idempotency-Key')).toBe('checkout-key-1');
    expect(page.fake.confirmations).toHaveLength(0);

    // The other tab sends its card and writes the shared record: its storage event reaches this tab.
    const record = await payThere();
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: PAYMENT_RECORD_KEY }));
      await settle();
    });
    await sandbox.advance(4000);
    expect(await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' })).toBeVisible();
    // One charge: this tab never confirmed a card, and the customer has the one transaction.
    expect(page.fake.confirmations).toHaveLength(0);
    const response = await sandbox.sandbox.fetch(
      new Request(`${SANDBOX_HOST}/v2/users/${other.user_id}/transactions`, {
        // Listed only to the session that confirmed them (the page forgot it once paid).
        headers: { 'Coras-Distributor': 'test', 'Booking-Session': record.sessionId ?? '' },
      }),
    );
    const { transactions } = (await response.json()) as { transactions: { status: string }[] };
    expect(transactions.map((transaction) => transaction.status)).toEqual(['PAID']);
  });

  it.each([
    ['the window gets the focus back', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['the tab shows again', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])(
    'a refused tab that missed the storage event follows the payment as soon as %s (issue 28 item 4)',
    async (_, signal) => {
      const { page, payThere } = await besideAnotherTab();
      const user = userEvent.setup();
      await fillForm(user, screen, { ...ADA, firstName: 'Augusta' });
      await user.click(payNow());
      expect(await screen.findByText(BEING_PAID)).toBeInTheDocument();
      await payThere();
      await act(async () => {
        signal();
        await settle();
      });
      // Following at once, before any timer of its own has run.
      expect(await screen.findByText('Processing your payment…')).toBeInTheDocument();
      expect(page.fake.confirmations).toHaveLength(0);
    },
  );

  it('a refused tab that hears nothing at all follows the payment within seconds (it checks on its own; issue 28 item 4)', async () => {
    const { sandbox, payThere } = await besideAnotherTab();
    const user = userEvent.setup();
    await fillForm(user, screen, { ...ADA, firstName: 'Augusta' });
    await user.click(payNow());
    expect(await screen.findByText(BEING_PAID)).toBeInTheDocument();
    await payThere();
    await sandbox.advance(3000);
    await sandbox.advance(2000);
    expect(await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' })).toBeVisible();
  });
});
