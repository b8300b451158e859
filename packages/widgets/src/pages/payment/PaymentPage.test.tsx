import { createMemorySessionStore, type SessionStore } from '@coras/api-client';
import type { AnalyticsEvent } from '@coras/booking-core';
import { createMemoryCheckoutStorage } from '@coras/checkout';
import { createSandboxPaymentProvider } from '@coras/checkout/sandbox';
import { createManualTimers, FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSandbox, SANDBOX_HOST } from '../../../test/harness.test-utils';
import { basketSandbox, holdTickets, visitorClient } from '../../features/basket/basket.test-utils';
import { createHistoryRouter, type RouterAdapter } from '../../runtime/navigation/router';
import { PageAnnouncement } from '../../runtime/provider/pageAnnouncement';
import { PaymentPage } from './PaymentPage';

vi.setConfig({ testTimeout: 30_000 });

/** Timers that fire only when the test moves the sandbox's clock, a React turn after each. */
function clockTimers(clock: { now(): number; advance(ms: number): void }) {
  return createManualTimers(clock, () => act(() => new Promise<void>((resolve) => setImmediate(resolve))));
}

async function setup({
  twoHolds = false,
  locale,
  announcePage,
  router,
}: {
  twoHolds?: boolean;
  locale?: string;
  announcePage?: (text: string) => void;
  router?: RouterAdapter;
} = {}) {
  const sandbox = basketSandbox();
  const session: SessionStore = createMemorySessionStore({ now: () => sandbox.clock.now() });
  const reservation = await holdTickets(sandbox, session);
  const other = twoHolds
    ? await holdTickets(sandbox, session, { attractionId: FIXTURE_IDS.corkTheatre })
    : undefined;
  const time = clockTimers(sandbox.clock);
  const provider = createSandboxPaymentProvider({
    apiHost: SANDBOX_HOST,
    distributorId: 'test',
    fetch: sandbox.fetch,
    now: () => sandbox.clock.now(),
  });
  const events: AnalyticsEvent[] = [];
  const params: unknown[] = [];
  const view = renderWithSandbox(
    <PageAnnouncement.Provider value={announcePage ?? (() => undefined)}>
      <PaymentPage
        provider={provider}
        checkout={{
          clock: () => sandbox.clock.now(),
          timers: time.timers,
          storage: createMemoryCheckoutStorage(),
          timeZone: 'Europe/Dublin',
        }}
      />
    </PageAnnouncement.Provider>,
    {
      sandbox: { ...sandbox, paths: () => sandbox.paths() },
      sessionStore: session,
      initialParams: { page: 'payment' },
      ...(locale ? { locale } : {}),
      ...(router ? { router } : {}),
      onAnalyticsEvent: (event) => events.push(event),
      onParamsUpdate: (update) => params.push(update),
    },
  );
  return { sandbox, session, reservation, other, time, events, params, view };
}

/**
 * Fills the checkout form as a visitor does, by its labels in the page's language: each field of
 * `fields` in turn (a select by its option's value), the phone only where the check asks for it;
 * then ticks the terms and presses the pay button.
 */
async function fillAndPay(
  user: ReturnType<typeof userEvent.setup>,
  fields: ReadonlyArray<readonly [label: string, value: string]>,
  labels: { phone: string; terms: RegExp; pay: string },
) {
  for (const [label, value] of fields) {
    if (label === labels.phone && !screen.queryByLabelText(label)) continue;
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
  await user.click(screen.getByRole('checkbox', { name: labels.terms }));
  await user.click(screen.getByRole('button', { name: labels.pay }));
}

/**
 * The page as a host configures it, with tickets held: no card provider is given, so the page makes
 * the one its configuration asks for.
 */
async function configuredPage(config: { paymentProvider?: string; locale?: string }) {
  const sandbox = basketSandbox();
  const session: SessionStore = createMemorySessionStore({ now: () => sandbox.clock.now() });
  await holdTickets(sandbox, session);
  return renderWithSandbox(
    <PaymentPage checkout={{ storage: createMemoryCheckoutStorage(), timeZone: 'Europe/Dublin' }} />,
    {
      sandbox: { ...sandbox, paths: () => sandbox.paths() },
      sessionStore: session,
      initialParams: { page: 'payment' },
      ...config,
    },
  );
}

describe('the card provider the configuration chooses (issue 28 item 1)', () => {
  it('without a Stripe key, and the sandbox not chosen, says payment is not available, shows no card field and names the attribute to set', async () => {
    const { logger, sandbox } = await configuredPage({ locale: 'de-DE' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kartenzahlung ist nicht verfügbar',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Website hat Kartenzahlungen noch nicht eingerichtet',
    );
    expect(screen.queryByRole('textbox', { name: 'Kartennummer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
    expect(screen.queryByText('Test mode: no real payment')).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('`stripe-publishable-key`'));
    expect(sandbox.paths().filter((path) => path.includes('/sandbox/payments'))).toEqual([]);
  });

  it('with payment-provider="sandbox", loads the sandbox’s card stand-in, which says it is test mode', async () => {
    const { logger } = await configuredPage({ paymentProvider: 'sandbox', locale: 'de-DE' });
    expect(await screen.findByText('Testmodus: keine echte Zahlung')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Kartennummer' })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('the payment page', () => {
  it('does not announce an item removed in another tab as expired (spec 2 §2)', async () => {
    const { reservation, other, sandbox, session } = await setup({ twoHolds: true });
    const order = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() => expect(within(order).getAllByRole('listitem')).toHaveLength(2));
    // Another tab of the booking session removes an item (its navbar basket); this tab comes back
    // to the front and the shared basket store reloads.
    await visitorClient(sandbox, session).DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: reservation.reservation_id } },
    });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(within(order).getAllByRole('listitem')).toHaveLength(1));
    expect(within(order).getByText(other?.attraction_name ?? '')).toBeInTheDocument();
    expect(screen.queryByText(/has expired/)).toBeNull();
  });

  it('asks for the reservation check and the countries as it starts, once each: the checkout reads those answers', async () => {
    const { sandbox } = await setup();
    // The checkout's chunk has not arrived yet, and both requests are on their way.
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    const started = sandbox.paths();
    expect(started).toContain('GET /v2/reservations/check');
    expect(started).toContain('GET /v2/countries/en');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    // The countries' answer is read: the billing country offers more than its placeholder.
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).options.length,
      ).toBeGreaterThan(1),
    );
    const asked = sandbox.paths();
    expect(asked.filter((path) => path === 'GET /v2/reservations/check')).toHaveLength(1);
    expect(asked.filter((path) => path === 'GET /v2/countries/en')).toHaveLength(1);
  });

  it('renders the checkout with the widget’s basket, texts and navigation', async () => {
    const { reservation, params } = await setup();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    const basket = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() => expect(within(basket).getByText(reservation.attraction_name)).toBeInTheDocument());
    // The sandbox's own card fields, labelled by the checkout.
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await userEvent.click(screen.getByRole('button', { name: 'Terms & Conditions' }));
    expect(params.at(-1)).toMatchObject({ page: 'help', content: 'terms-and-conditions' });
  });

  it('pays with the sandbox card provider and reports begin_checkout, add_payment_info and purchase', async () => {
    const { events, session, time } = await setup();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillAndPay(
      user,
      [
        ['First name', 'Ada'],
        ['Last name', 'Lovelace'],
        ['Email', 'ada@example.com'],
        ['Phone number', '2025550123'],
        ['Address line 1', '1 Main Street'],
        ['City', 'Dublin'],
        ['Postcode', 'D01'],
        ['Country', 'IE'],
        ['Card number', '4242424242424242'],
        ['Expiry date', '1230'],
        ['CVC', '123'],
      ],
      { phone: 'Phone number', terms: /I confirm/, pay: 'Pay now' },
    );
    await screen.findByText('Processing your payment…');
    await time.advance(4000);
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your booking is confirmed!' }),
    ).toBeInTheDocument();
    expect(session.get()).toBeUndefined();
    const names = events.map((event) => event.name);
    expect(names).toEqual(expect.arrayContaining(['begin_checkout', 'add_payment_info', 'purchase']));
    expect(names.filter((name) => name === 'purchase')).toHaveLength(1);
    expect(events.find((event) => event.name === 'add_payment_info')).toMatchObject({
      params: { payment_type: 'sandbox' },
    });
  });

  it('announces the confirmation in the page live region, in the visitor’s language (issue 21); with addresses, its Help Centre is a link (issue 19)', async () => {
    const announced: string[] = [];
    const { time, params } = await setup({
      locale: 'de-DE',
      announcePage: (text) => announced.push(text),
      router: createHistoryRouter(),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Kasse' });
    await fillAndPay(
      user,
      [
        ['Vorname', 'Ada'],
        ['Nachname', 'Lovelace'],
        ['E-Mail', 'ada@example.com'],
        ['Telefonnummer', '2025550123'],
        ['Adresszeile 1', 'Hauptstraße 1'],
        ['Ort', 'Berlin'],
        ['Postleitzahl', '10115'],
        ['Land', 'DE'],
        ['Kartennummer', '4242424242424242'],
        ['Ablaufdatum', '1230'],
        ['CVC', '123'],
      ],
      { phone: 'Telefonnummer', terms: /Ich bestätige/, pay: 'Jetzt bezahlen' },
    );
    await screen.findByText('Ihre Zahlung wird verarbeitet …');
    expect(announced).toEqual([]);
    await time.advance(4000);
    await screen.findByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bestätigt!' });
    await waitFor(() => expect(announced).toEqual(['Seite: Buchungsbestätigung']));

    const help = screen.getByRole('link', { name: 'Hilfe-Center' });
    expect(help.getAttribute('href')).toMatch(/^\/de-DE\/[A-Z]{3}\/help$/);
    await user.click(help);
    expect(params.at(-1)).toMatchObject({ page: 'help', locale: 'de-DE' });
  });
});
