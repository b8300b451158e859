import { createMemoryStorage as createMemoryCheckoutStorage } from '@coras/booking-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  at,
  type CheckoutSandbox,
  checkoutSandbox,
  confirmationRequests,
  fakeProvider,
  fillForm,
  isConfirmation,
  payNow,
  payToConfirmation,
  renderCheckout,
  renderFilled,
  settle,
  visitorHolding,
} from '../../test/harness.test-utils';
import type { CheckoutPageProps } from './CheckoutPageProps';

/** Confirmations the sandbox recorded for the visitor's email (one per POST that created one). */
async function transactionsOf(sandbox: CheckoutSandbox, userId: string) {
  // The sandbox lists them only to the booking session that confirmed them, which the page's
  // confirmation carried (the page itself forgets it once paid).
  const [confirmation] = await confirmationRequests(sandbox);
  const response = await sandbox.sandbox.fetch(
    new Request(`http://sandbox.test/v2/users/${userId}/transactions`, {
      headers: {
        'Coras-Distributor': 'test',
        'Booking-Session': confirmation?.headers.get('Booking-Session') ?? '',
      },
    }),
  );
  return ((await response.json()) as { transactions: { status: string; reference_id: string }[] })
    .transactions;
}

/** Fills the causeway trip's attendees: names, passports, nationality, expiry, and a pickup point. */
async function fillCauseway(user: ReturnType<typeof userEvent.setup>) {
  for (const [index, name] of ['Ada Lovelace', 'Charles Babbage'].entries()) {
    const ticket = screen.getByRole('group', { name: `Ticket ${index + 1}: Adult` });
    await user.type(within(ticket).getByLabelText('Full name'), name);
    await user.type(within(ticket).getByLabelText('Passport number'), `P00${index}`);
    await user.selectOptions(within(ticket).getByLabelText('Nationality'), 'IE');
    await user.type(within(ticket).getByLabelText('Passport expiry date'), '2030-01-01');
  }
  await user.click(screen.getByRole('radio', { name: /Cathedral Square, Dublin/ }));
}

// Whole payments with typing: longer than the default 5 s in happy-dom.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a successful payment (spec 2 §2, §4)', () => {
  it('confirms, pays, polls until PAID, shows the confirmation and clears the booking session', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const target = new EventTarget();
    const dom: unknown[] = [];
    target.addEventListener('payment-status', (event) => dom.push((event as CustomEvent).detail));
    const page = await renderCheckout({ sandbox, session, props: { eventTarget: target } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(page.events.map((event) => event.name)).toEqual(['begin_checkout']);
    await fillForm(user, screen);
    await user.click(payNow());

    expect(await screen.findByText('Processing your payment…')).toBeInTheDocument();
    // 'Pay now' left with the form: the focus is on the processing view, not lost to the page.
    expect(document.activeElement).toHaveAttribute('data-view', 'processing');
    const confirmation = at(await confirmationRequests(sandbox), 0);
    const body = (await confirmation.clone().json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      first_name: 'Ada',
      second_name: 'Lovelace',
      email: 'ada@example.com',
      reservations: [at(held, 0).reservation_id],
      metadata: {
        addressLine1: '12 Merrion Square',
        addressLine2: '',
        city: 'Dublin',
        postcode: 'D02 XY45',
        country: 'IE',
      },
    });
    expect(confirmation.headers.get('Idempotency-Key')).toBe('checkout-key-1');
    expect(page.fake.confirmations).toHaveLength(1);
    expect(at(page.fake.confirmations, 0).billing).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      // The walking tour asks for a phone in this seed: US by default, the trunk 0 dropped.
      phone: '+1871234567',
      address: {
        line1: '12 Merrion Square',
        line2: undefined,
        city: 'Dublin',
        postal_code: 'D02 XY45',
        country: 'IE',
      },
    });

    await sandbox.advance(4000);
    const title = await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' });
    await waitFor(() => expect(title).toHaveFocus());
    const reference = (screen.getByText(/^Order reference: CRS-/).textContent ?? '').replace(
      'Order reference: ',
      '',
    );
    expect(screen.getByText("We've sent your order confirmation to", { exact: false })).toHaveTextContent(
      "We've sent your order confirmation to ada@example.com",
    );
    const card = screen.getByRole('listitem');
    expect(
      within(card).getByRole('heading', { name: `2 x tickets for ${at(held, 0).attraction_name}` }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Time').nextElementSibling?.textContent).toMatch(/2026, \d\d:\d\d$/);
    expect(within(card).getByText('Location').nextElementSibling?.textContent).toBe(
      `${at(held, 0).location_name}, ${at(held, 0).city}`,
    );
    expect(within(card).getByText('Amount Paid').nextElementSibling?.textContent).toBe(
      `€${(at(held, 0).total_price / 100).toFixed(2)}`,
    );
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('width', '100');
    expect(image).toHaveAttribute('height', '100');

    expect(session.get()).toBeUndefined();
    const userId = at(page.statuses, 0).userId as string;
    expect(page.statuses).toEqual([
      { success: true, transactionId: expect.any(String), userId: expect.any(String) },
    ]);
    expect(dom).toEqual(page.statuses);
    expect((await transactionsOf(sandbox, userId))[0]).toMatchObject({
      status: 'PAID',
      reference_id: reference,
    });
    expect(page.events.map((event) => event.name)).toEqual([
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
    expect(page.events[2]).toEqual({
      name: 'purchase',
      params: {
        currency: 'EUR',
        value: at(held, 0).total_price / 100,
        transaction_id: reference,
        items: [expect.objectContaining({ item_name: at(held, 0).attraction_name, quantity: 2 })],
      },
    });
    expect(page.events[1]).toMatchObject({ params: { payment_type: 'fake' } });

    await user.click(screen.getByRole('button', { name: 'Help Centre' }));
    expect(page.opened).toEqual([undefined]);
  });

  it("says 'bookings' for more than one reservation and shows one card each", async () => {
    const { sandbox, session } = await visitorHolding([
      { fixture: 'dublinWalkingTour' },
      { fixture: 'corkTheatre' },
    ]);
    const { user } = await renderFilled({ sandbox, session });
    expect(
      await payToConfirmation(user, sandbox, 'Thanks, your bookings are confirmed!'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('announces the confirmation as a page, in its own live region or in the one the host gives (issue 21)', async () => {
    const confirm = async (props: Partial<CheckoutPageProps>) => {
      const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
      const { page, user } = await renderFilled({ sandbox, session, props });
      await payToConfirmation(user, sandbox);
      // The page's own polite region (the card fields have theirs).
      const region = document.querySelector('[data-checkout] > p[aria-live="polite"]');
      return { region, unmount: page.unmount };
    };
    const own = await confirm({});
    await waitFor(() => expect(own.region).toHaveTextContent(/^Booking confirmation page$/));
    own.unmount();

    const announced: string[] = [];
    const hosted = await confirm({ announcePage: (text) => announced.push(text) });
    await waitFor(() => expect(announced).toEqual(['Booking confirmation page']));
    expect(hosted.region).toHaveTextContent(/^$/);
  });

  it('pays once on a double click of Pay now', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const { page, user } = await renderFilled({ sandbox, session });
    await user.dblClick(payNow());
    await act(() => settle());
    await sandbox.advance(4000);
    await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' });
    expect(await confirmationRequests(sandbox)).toHaveLength(1);
    expect(page.fake.confirmations).toHaveLength(1);
    expect(page.events.filter((event) => event.name === 'purchase')).toHaveLength(1);
  });
});

describe('activity details and pickups (spec 2 §3, §7)', () => {
  it('sends the chosen pickup point by PATCH before confirming, and the answers in metadata', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    const { page, user } = await renderFilled({ sandbox, session }, { heading: 'Activity details' });
    await fillCauseway(user);
    await user.click(payNow());
    await screen.findByText('Processing your payment…');

    const id = at(held, 0).reservation_id;
    const patches = sandbox.calls('PATCH', `/reservations/${id}`);
    expect(patches).toHaveLength(1);
    expect(await at(patches, 0).clone().json()).toEqual({ pickup_id: 'pk-dublin-2', pickup_entry: null });
    const order = sandbox.requests.indexOf(at(patches, 0));
    const confirmation = at(await confirmationRequests(sandbox), 0);
    expect(sandbox.requests.indexOf(confirmation)).toBeGreaterThan(order);
    const body = (await confirmation.clone().json()) as {
      phone_number: string;
      attendees: unknown[];
      metadata: Record<string, unknown>;
    };
    expect(body.phone_number).toBe('+1871234567');
    const first = at(at(held, 0).tickets, 0);
    expect(body.attendees).toEqual([
      expect.objectContaining({ ticket_id: first.ticket_id, first_name: 'Ada', second_name: 'Lovelace' }),
      expect.objectContaining({ first_name: 'Charles', second_name: 'Babbage' }),
    ]);
    expect(body.metadata[`reservation_${id}_ticket_${first.ticket_id}_passportNumber`]).toBe('P000');
    expect(body.metadata[`reservation_${id}_pickupPoint`]).toBe('pk-dublin-2');
    // Exactly the contract's names: no answer travels twice under the requirement's API name.
    expect(body.metadata).not.toHaveProperty(`reservation_${id}_ticket_${first.ticket_id}_passport_number`);
    expect(body.metadata).not.toHaveProperty('billing');
    expect(body.metadata).toMatchObject({ city: expect.any(String), country: expect.any(String) });
    await sandbox.advance(4000);
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' }),
    ).toBeInTheDocument();
    expect(page.logger.error).not.toHaveBeenCalled();
  });

  it('only logs a failed pickup update and goes on with the payment', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    sandbox.intercept((request) =>
      request.method === 'PATCH' ? Response.json({ code: 50, message: 'down' }, { status: 500 }) : undefined,
    );
    const { page, user } = await renderFilled({ sandbox, session }, { heading: 'Activity details' });
    await fillCauseway(user);
    await user.click(payNow());
    await sandbox.advance(4000);
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' }),
    ).toBeInTheDocument();
    expect(page.logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Checkout: the pickup of reservation .* was not saved$/),
      expect.anything(),
    );
  });
});

describe('server validation errors (spec 2 §8)', () => {
  it('puts every key shape on its field: customer.x, bare keys, phone_number, attendees, reservation_data', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    const id = at(held, 0).reservation_id;
    const first = at(at(held, 0).tickets, 0);
    sandbox.intercept(async (request) =>
      (await isConfirmation(request))
        ? Response.json(
            {
              code: 40,
              message: 'Some details are missing or invalid.',
              errors: {
                'customer.first_name': ['Server: first name'],
                'customer.city': ['Server: city', 'a second message'],
                email: ['Server: email'],
                phone_number: ['Server: phone'],
                attendees: { '1': { second_name: ['Server: attendee'] } },
                [`reservation_data.${id}.pickup_point`]: ['Server: pickup'],
                [`reservation_data.${id}.ticket_${first.ticket_id}_passport_expiry_date`]: ['Server: expiry'],
              },
            },
            { status: 400 },
          )
        : undefined,
    );
    const { user } = await renderFilled({ sandbox, session }, { heading: 'Activity details' });
    await fillCauseway(user);
    await user.click(payNow());

    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Server: first name'),
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Server: city');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Server: email We will email your order confirmation to this address',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Server: phone');
    const second = screen.getByRole('group', { name: 'Ticket 2: Adult' });
    expect(within(second).getByLabelText('Full name')).toHaveAccessibleDescription('Server: attendee');
    const ticket = screen.getByRole('group', { name: 'Ticket 1: Adult' });
    expect(within(ticket).getByLabelText('Passport expiry date')).toHaveAccessibleDescription(
      'Server: expiry',
    );
    expect(screen.getByRole('radiogroup', { name: 'Pickup point' })).toHaveAccessibleDescription(
      'Server: pickup',
    );
    expect(screen.queryByText('An error occurred. Please try again.')).toBeNull();
    expect(payNow()).not.toHaveAttribute('data-loading');

    // A server message goes once its field changes.
    await user.type(screen.getByLabelText('City'), 's');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'An error occurred. Please try again.' when the answer names no field", async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    // A refusal with no field; the basket still holds the reservation, so no hold is to blame.
    sandbox.intercept(async (request) =>
      (await isConfirmation(request))
        ? Response.json({ code: 39, message: 'Reservation expired.' }, { status: 409 })
        : undefined,
    );
    const { page, user } = await renderFilled({ sandbox, session });
    await user.click(payNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(page.fake.confirmations).toHaveLength(0);
  });

  it("shows the sandbox's own refusal of a phone number on the phone field", async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    const { user } = await renderFilled(
      { sandbox, session },
      { heading: 'Activity details', visitor: { ...ADA, phone: '12' } },
    );
    await fillCauseway(user);
    await user.click(payNow());
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'Please enter a valid phone number',
      ),
    );
  });
});

describe('failure (spec 2 §2, §4)', () => {
  it("a declined card shows the failure view; 'Try again' keeps what was typed and pays with the same confirmation", async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const { page, user } = await renderFilled(
      { sandbox, session },
      { visitor: { ...ADA, card: '4000 0000 0000 0002' } },
    );
    await user.click(payNow());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, your order was not successful');
    expect(alert).toHaveTextContent('Your card has not been charged');
    expect(page.statuses).toEqual([
      { success: false, transactionId: expect.any(String), userId: expect.any(String) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: /I confirm/ })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    expect(await payToConfirmation(user, sandbox)).toBeInTheDocument();
    // spec 2 §4 step 4: one confirmation, reused by the second card.
    expect(await confirmationRequests(sandbox)).toHaveLength(1);
    expect(page.fake.confirmations.map((entry) => entry.clientSecret)).toEqual([
      at(page.fake.confirmations, 0).clientSecret,
      at(page.fake.confirmations, 0).clientSecret,
    ]);
  });

  it('a card error with a field stays on the form, on that field', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const { user } = await renderFilled(
      { sandbox, session },
      { visitor: { ...ADA, card: '4000 0000 0000 0127' } },
    );
    await user.click(payNow());
    await waitFor(() => expect(screen.getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('CVC')).toHaveFocus();
    expect(screen.queryByText('Sorry, your order was not successful')).toBeNull();
  });

  it("a transaction that ends FAILED shows the failure view; 'Try again' pays afresh", async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const { page, user } = await renderFilled(
      { sandbox, session },
      { visitor: { ...ADA, card: '4000 0000 0000 0341' } },
    );
    await user.click(payNow());
    await screen.findByText('Processing your payment…');
    await sandbox.advance(4000);
    expect(await screen.findByText('Sorry, your order was not successful')).toBeInTheDocument();
    expect(page.statuses).toEqual([
      { success: false, transactionId: expect.any(String), userId: expect.any(String) },
    ]);
    expect(page.events.some((event) => event.name === 'purchase')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    expect(await payToConfirmation(user, sandbox)).toBeInTheDocument();
    // The failed payment was spent: the reservations were confirmed again, with a new key.
    const confirmations = await confirmationRequests(sandbox);
    expect(confirmations.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'checkout-key-1',
      'checkout-key-2',
    ]);
  });

  it('tells the visitor not to pay again when polling ends with the payment still pending', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }], {
      sandboxOptions: { paymentDelayMs: 150_000 },
    });
    const { page, user } = await renderFilled({ sandbox, session });
    await user.click(payNow());
    await screen.findByText('Processing your payment…');
    await sandbox.advance(50 * 2000);
    expect(await screen.findByText('Your payment has not been confirmed yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Please don't pay again: if your payment goes through, we'll send the confirmation to ada@example.com.",
      ),
    ).toBeInTheDocument();
    expect(sandbox.calls('GET', '/transactions')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await sandbox.advance(60_000);
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' }),
    ).toBeInTheDocument();
    expect(page.fake.confirmations).toHaveLength(1);
  });
});

describe('a reload of the tab (spec 2 §4: never charged twice, never lost)', () => {
  it('resumes polling a confirmed payment instead of charging again', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const storage = createMemoryCheckoutStorage();
    const { page, user } = await renderFilled({ sandbox, session, storage });
    await user.click(payNow());
    await screen.findByText('Processing your payment…');

    await page.reload();
    expect(await screen.findByText('Processing your payment…')).toBeInTheDocument();
    await sandbox.advance(4000);
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We've sent your order confirmation to", { exact: false })).toHaveTextContent(
      'ada@example.com',
    );
    expect(page.fake.confirmations).toHaveLength(1);
    expect(await confirmationRequests(sandbox)).toHaveLength(1);
    expect(page.events.filter((event) => event.name === 'purchase')).toHaveLength(1);
    // The page that went away stopped polling: only the reopened one reports the payment.
    await sandbox.advance(10_000);
    expect(page.statuses).toEqual([expect.objectContaining({ success: true })]);
  });

  it('keeps paying through the unmount StrictMode rehearses at mount', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const { page, user } = await renderFilled({ sandbox, session, strict: true });
    expect(await payToConfirmation(user, sandbox)).toBeInTheDocument();
    expect(page.statuses).toEqual([expect.objectContaining({ success: true })]);
    expect(page.events.filter((event) => event.name === 'purchase')).toHaveLength(1);
  });

  it('sends purchase once per paid order, even when the confirmation is reloaded', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const { page, user } = await renderFilled({ sandbox, session });
    await user.click(payNow());
    await sandbox.advance(4000);
    const reference = (await screen.findByText(/^Order reference:/)).textContent;

    await page.reload();
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Order reference:/).textContent).toBe(reference);
    expect(page.events.filter((event) => event.name === 'purchase')).toHaveLength(1);
    expect(page.statuses).toHaveLength(1);
  });

  it('reuses the Idempotency-Key after a reload, so a lost answer cannot confirm twice', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    let dropped = false;
    sandbox.intercept(async (request) => {
      if (dropped || !(await isConfirmation(request))) return undefined;
      dropped = true;
      // The confirmation reaches the server, its answer never reaches the page.
      await sandbox.sandbox.fetch(request.clone());
      throw new TypeError('Failed to fetch');
    });
    const storage = createMemoryCheckoutStorage();
    const { page, user } = await renderFilled({ sandbox, session, storage });
    await user.click(payNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');

    await page.reload();
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillForm(user, screen);
    expect(await payToConfirmation(user, sandbox)).toBeInTheDocument();
    const keys = (await confirmationRequests(sandbox)).map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(keys).toEqual(['checkout-key-1', 'checkout-key-1']);
    const userId = at(page.statuses, 0).userId as string;
    expect(await transactionsOf(sandbox, userId)).toHaveLength(1);
  });
});

describe('holds expiring during checkout (spec 2 §2)', () => {
  it('removes an expired reservation from the order and says so (with none left: CheckoutPage.emptied.test.tsx)', async () => {
    const { sandbox, session, held } = await visitorHolding(
      [{ fixture: 'zipline' }, { fixture: 'dublinWalkingTour' }],
      { apartMs: 5 * 60_000 },
    );
    const page = await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Activity details' });
    act(() => page.basket.expire(at(held, 0).reservation_id));
    expect(
      await screen.findByText(
        `Your hold on ${at(held, 0).attraction_name} has expired, so it was removed from your order.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activity details' })).toBeNull();
    expect(screen.queryByText('At least one reservation is required')).toBeNull();
  });

  it('pays for what is left after a hold expired', async () => {
    const { sandbox, session, held } = await visitorHolding(
      [{ fixture: 'dublinWalkingTour' }, { fixture: 'corkTheatre' }],
      { apartMs: 5 * 60_000 },
    );
    const page = await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    act(() => page.basket.expire(at(held, 0).reservation_id));
    await fillForm(user, screen);
    await user.click(payNow());
    await screen.findByText('Processing your payment…');
    const confirmation = at(await confirmationRequests(sandbox), 0);
    expect(((await confirmation.clone().json()) as { reservations: string[] }).reservations).toEqual([
      at(held, 1).reservation_id,
    ]);
  });
});

describe('an item removed elsewhere (spec 2 §2)', () => {
  it('is not announced as expired: removed in the navbar basket or another tab, it just leaves the order', async () => {
    const { sandbox, session, held } = await visitorHolding([
      { fixture: 'dublinWalkingTour' },
      { fixture: 'corkTheatre' },
    ]);
    const page = await renderCheckout({ sandbox, session });
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getAllByRole('listitem')).toHaveLength(2);
    // Another tab of the same booking session removes the first item; the shared basket reloads.
    await act(async () => {
      await page.client.DELETE('/{api_version}/reservations/{reservation_id}', {
        params: { path: { reservation_id: at(held, 0).reservation_id } },
      });
      await page.basket.reload();
      await settle();
    });
    expect(within(order).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/has expired/)).toBeNull();

    // The other hold running out is still announced.
    act(() => page.basket.expire(at(held, 1).reservation_id));
    expect(
      await screen.findByText(
        `Your hold on ${at(held, 1).attraction_name} has expired, so it was removed from your order.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(
        `Your hold on ${at(held, 0).attraction_name} has expired, so it was removed from your order.`,
      ),
    ).toBeNull();
  });
});

describe('a hold the server ended first (spec 2 §2, §8)', () => {
  it('reloads the basket, names the expired reservation, and pays for the rest', async () => {
    const { sandbox, session, held } = await visitorHolding(
      [{ fixture: 'dublinWalkingTour' }, { fixture: 'corkTheatre' }],
      { apartMs: 10 * 60_000 },
    );
    const [early, late] = [at(held, 0), at(held, 1)];
    const { page, user } = await renderFilled({ sandbox, session });
    // The server's clock passes the first hold's end; the page's own countdown has not fired.
    sandbox.clock.advance(5 * 60_000 + 1_000);
    await user.click(payNow());

    expect(
      await screen.findByText(
        `Your hold on ${early.attraction_name} has expired, so it was removed from your order.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('An error occurred. Please try again.')).toBeNull();
    expect(page.basket.getSnapshot().items.map((item) => item.reservation_id)).toEqual([late.reservation_id]);
    const refused = at(await confirmationRequests(sandbox), 0);
    expect(((await refused.clone().json()) as { reservations: string[] }).reservations).toHaveLength(2);

    await user.click(payNow());
    await screen.findByText('Processing your payment…');
    const second = at(await confirmationRequests(sandbox), 1);
    expect(((await second.clone().json()) as { reservations: string[] }).reservations).toEqual([
      late.reservation_id,
    ]);
  });
});

describe('a payment the card provider cancelled (issue 29 §1)', () => {
  it('says the hold was released, that nothing was charged and what the visitor can do', async () => {
    const { sandbox, session, held } = await visitorHolding([
      { fixture: 'dublinWalkingTour' },
      { fixture: 'corkTheatre' },
    ]);
    const [gone, left] = [at(held, 0), at(held, 1)];
    // Another tab of the booking session releases the first hold while the card is being confirmed:
    // the sandbox's card stand-in then cancels the payment (409, reservation_gone).
    let releaseElsewhere = async () => undefined as void;
    const fake = fakeProvider(sandbox, { beforeConfirm: () => releaseElsewhere() });
    const back = vi.fn();
    const { page, user } = await renderFilled({ sandbox, session, fake, props: { onBackToLanding: back } });
    releaseElsewhere = async () => {
      await page.client.DELETE('/{api_version}/reservations/{reservation_id}', {
        params: { path: { reservation_id: gone.reservation_id } },
      });
    };
    await user.click(payNow());

    expect(
      await screen.findByText(
        `Your hold on ${gone.attraction_name} was released, so it was removed from your order.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has expired/)).toBeNull();
    const alert = await screen.findByText(
      'Your payment was cancelled and nothing was charged: some of your tickets were no longer held. Pay again for the tickets left in your order, or browse attractions to choose others.',
    );
    expect(screen.queryByText('An error occurred. Please try again.')).toBeNull();
    expect(page.statuses).toEqual([]);
    await waitFor(() =>
      expect(page.basket.getSnapshot().items.map((item) => item.reservation_id)).toEqual([
        left.reservation_id,
      ]),
    );

    // What the visitor can do: choose other tickets…
    const box = alert.closest<HTMLElement>('[role="alert"]');
    expect(box).not.toBeNull();
    await user.click(within(box as HTMLElement).getByRole('button', { name: 'Browse attractions' }));
    expect(back).toHaveBeenCalledTimes(1);
    // …or pay for what is left.
    releaseElsewhere = async () => undefined;
    await user.click(payNow());
    await screen.findByText('Processing your payment…');
    const second = at(await confirmationRequests(sandbox), 1);
    expect(((await second.clone().json()) as { reservations: string[] }).reservations).toEqual([
      left.reservation_id,
    ]);
  });
});

describe('the basket beside the form (spec 2 §2)', () => {
  it("names each item's tickets per type, as the navbar basket does: '2 × Adult, 1 × Child'", async () => {
    const { sandbox, session } = await visitorHolding([
      {
        fixture: 'dublinWalkingTour',
        tickets: [
          { price_type_id: 'adult', number_of_tickets: 2 },
          { price_type_id: 'child', number_of_tickets: 1 },
        ],
      },
    ]);
    await renderCheckout({ sandbox, session });
    const order = await screen.findByRole('region', { name: 'Your order' });
    const [item] = within(order).getAllByRole('listitem');
    expect(item).toHaveTextContent('2 × Adult, 1 × Child');
    expect(item).not.toHaveTextContent('3 tickets');
  });

  it('lists the reservations with their countdown and total, and removes one', async () => {
    const { sandbox, session, held } = await visitorHolding([
      { fixture: 'dublinWalkingTour' },
      { fixture: 'corkTheatre' },
    ]);
    const page = await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    const basket = await screen.findByRole('region', { name: 'Your order' });
    expect(within(basket).getAllByRole('listitem')).toHaveLength(2);
    expect(within(basket).getAllByRole('timer')[0]).toHaveTextContent('15:00');
    await sandbox.advance(61_000);
    expect(within(basket).getAllByRole('timer')[0]).toHaveTextContent('13:59');
    await user.click(
      within(basket).getByRole('button', { name: `Remove ${at(held, 0).attraction_name} from your order` }),
    );
    await act(() => settle());
    expect(within(basket).getAllByRole('listitem')).toHaveLength(1);
    // Removed by the visitor: no expiry message.
    expect(screen.queryByText(/has expired/)).toBeNull();
    expect(page.basket.getSnapshot().items).toHaveLength(1);
  });

  it('moves into a bottom drawer with countdown, total and ticket count at 900 px or less', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 375,
      height: 800,
      top: 0,
      left: 0,
      right: 375,
      bottom: 800,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    const drawer = await screen.findByRole('region', { name: 'Basket' });
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
    expect(within(drawer).getByRole('timer')).toHaveTextContent('15:00');
    expect(drawer).toHaveTextContent(`€${(at(held, 0).total_price / 100).toFixed(2)}`);
    expect(drawer).toHaveTextContent('2 tickets');
    const toggle = within(drawer).getByRole('button', { name: 'Basket' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByText(at(held, 0).attraction_name)).toBeVisible();
  });
});

describe('fake provider sanity', () => {
  it('records nothing before a payment', () => {
    expect(fakeProvider(checkoutSandbox()).confirmations).toEqual([]);
  });
});
