import type { CorasClient } from '@coras/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  at,
  payNow,
  renderCheckout,
  SANDBOX_HOST,
  settle,
  testLogger,
  visitorClient,
  visitorHolding,
} from '../../test/harness.test-utils';
import { checkoutMessages } from '../i18n/messages/en-GB';
import { checkoutRequests } from '../requests';

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** A host's page asking, in its own SWR cache, for the checkout's requests before the page does. */
function HostRequests({ client }: { client: CorasClient }) {
  const [check, countries] = checkoutRequests(client);
  useSWR(check.key, check.fetcher);
  useSWR(countries.key, countries.fetcher);
  return null;
}

describe('the form built from reservations/check (spec 2 §3, §5)', () => {
  it("shows 'Loading...' while the check loads, then the four sections and the footer", async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    let release: () => void = () => undefined;
    sandbox.intercept((request) =>
      new URL(request.url).pathname.endsWith('/reservations/check')
        ? new Promise<undefined>((resolve) => {
            release = () => resolve(undefined);
          })
        : undefined,
    );
    await renderCheckout({ sandbox, session });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await act(async () => {
      release();
      await settle();
    });
    for (const name of ['Contact details', 'Payment details', 'Billing address']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    // The walking tour asks nothing per reservation or ticket: no empty Activity details section.
    expect(screen.queryByRole('heading', { name: 'Activity details' })).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'I confirm I have read and accept the Terms & Conditions' }),
    ).toBeInTheDocument();
    expect(payNow()).toHaveAttribute('type', 'submit');
  });

  it('asks for the check and the countries once each, also under StrictMode', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    const before = sandbox.requests.length;
    // Under StrictMode the effects run twice: the requests made once serve both runs.
    await renderCheckout({ sandbox, session, strict: true });
    await screen.findByRole('heading', { name: 'Checkout' });
    const asked = sandbox.requests.slice(before).map((request) => new URL(request.url).pathname);
    expect(asked.filter((path) => path.endsWith('/reservations/check'))).toHaveLength(1);
    expect(asked.filter((path) => path.includes('/countries/'))).toHaveLength(1);
    // The list arrived: the billing countries and the phone's dialling code come from it.
    const country = field('Country') as unknown as HTMLSelectElement;
    await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: /^Country code: .+ \+\d+$/ })).toBeInTheDocument();
  });

  it.each([
    ['reads what the host fetched under its keys, asking for neither again', 'en-GB', 1],
    ['asks for its own when the host fetched in another language', 'de-DE', 2],
  ])('in the host’s SWR cache, %s', async (_, hostLocale, checks) => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    const hostClient = visitorClient(sandbox, session, testLogger()).withLocale(hostLocale);
    const host = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <HostRequests client={hostClient} />
        {children}
      </SWRConfig>
    );
    const before = sandbox.requests.length;
    await renderCheckout({ sandbox, session, host });
    await screen.findByRole('heading', { name: 'Checkout' });
    const asked = sandbox.requests.slice(before).map((request) => new URL(request.url).pathname);
    expect(asked.filter((path) => path.endsWith('/reservations/check'))).toHaveLength(checks);
    expect(asked.filter((path) => path.endsWith('/countries/en'))).toHaveLength(1);
  });

  it('asks names and email always, the phone only when the check lists it, and the billing address', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(field('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAccessibleDescription(
      'We will email your order confirmation to this address',
    );
    expect(field('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    expect(field('Address line 1')).toHaveAttribute('autocomplete', 'billing address-line1');
    expect(field('Address line 2 (optional)')).toHaveAttribute('autocomplete', 'billing address-line2');
    expect(field('City')).toHaveAttribute('autocomplete', 'billing address-level2');
    expect(field('Postcode')).toHaveAttribute('autocomplete', 'billing postal-code');
    expect(field('Country')).toHaveAttribute('autocomplete', 'billing country');
  });

  it('leaves the phone out when no reservation needs it', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'zipline' }]);
    await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Checkout' });
    const check = await sandbox.sandbox.fetch(
      new Request(`${SANDBOX_HOST}/v2/reservations/check`, {
        headers: { 'Coras-Distributor': 'test', 'Booking-Session': session.get() ?? '' },
      }),
    );
    const general = ((await check.json()) as { general: { requirements: { field: string }[] } }).general;
    expect(general.requirements.map((requirement) => requirement.field)).not.toContain('phone_number');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('names per-ticket attendee, height and weight with units, and date of birth per spec', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'zipline' }]);
    await renderCheckout({ sandbox, session });
    const activity = await screen.findByRole('heading', { name: 'Activity details' });
    const section = activity.closest('section') as HTMLElement;
    const reservation = at(held, 0);
    const first = at(reservation.tickets, 0);
    const ticket = within(section).getByRole('group', { name: 'Ticket 1: Adult' });
    expect(within(section).getByRole('group', { name: 'Ticket 2: Adult' })).toBeInTheDocument();
    const name = within(ticket).getByLabelText('Full name');
    expect(name).toHaveAttribute(
      'name',
      `reservation_${reservation.reservation_id}_ticket_${first.ticket_id}_name`,
    );
    expect(name.getAttribute('autocomplete')).toBe(`section-${first.ticket_id.replace(/_/g, '-')} name`);
    const height = within(ticket).getByLabelText('Height');
    expect(height).toHaveAccessibleDescription('Required by operator for safety reasons');
    expect(within(ticket).getByLabelText('Height unit')).toHaveValue('cm');
    expect(within(ticket).getByLabelText('Weight')).toHaveAccessibleDescription(
      'Required by operator for safety reasons',
    );
    expect(within(ticket).getByLabelText('Weight unit')).toHaveValue('kg');
    const birth = within(ticket).getByLabelText('Date of birth');
    expect(birth).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(birth.getAttribute('autocomplete')).toMatch(/ bday$/);
    expect(reservation.tickets).toHaveLength(2);
  });

  it('names passports per ticket, the nationality from the countries, and pickup points per reservation', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Activity details' });
    const ticket = screen.getByRole('group', { name: 'Ticket 1: Adult' });
    expect(within(ticket).getByLabelText('Passport number')).toHaveAccessibleDescription(
      'Required by club for safety reasons',
    );
    expect(within(ticket).getByLabelText('Passport number')).toHaveAttribute('autocomplete', 'off');
    const nationality = within(ticket).getByLabelText('Nationality') as HTMLSelectElement;
    await waitFor(() => expect(nationality.options.length).toBeGreaterThan(50));
    expect(within(ticket).getByLabelText('Passport expiry date')).toHaveAttribute(
      'placeholder',
      'YYYY-MM-DD',
    );
    const pickup = screen.getByRole('radiogroup', { name: 'Pickup point' });
    const points = within(pickup).getAllByRole('radio');
    expect(points).toHaveLength(3);
    expect(points[0]).toHaveAttribute('name', `reservation_${at(held, 0).reservation_id}_pickupPoint`);
    expect(within(pickup).getByText('50 High Street, Dublin')).toBeInTheDocument();
  });

  it('asks the hotel for a hotel pickup', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'desertSafari' }]);
    await renderCheckout({ sandbox, session });
    const hotel = await screen.findByLabelText('Hotel pickup');
    expect(hotel).toHaveAttribute('name', `reservation_${at(held, 0).reservation_id}_hotelPickup`);
  });

  it('opens the help centre’s terms and conditions from the terms link without ticking the box', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const page = await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Terms & Conditions' }));
    expect(page.opened).toEqual(['terms-and-conditions']);
    expect(screen.getByRole('checkbox', { name: /I confirm/ })).not.toBeChecked();
  });

  it('translates every text through the translate prop', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    await renderCheckout({
      sandbox,
      session,
      props: {
        translate: (key, values) =>
          `«${checkoutMessages[key].replace('{link}', values?.link === undefined ? '{link}' : '')}»`,
      },
    });
    expect(await screen.findByRole('heading', { name: '«Checkout»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '«Pay now»' })).toBeInTheDocument();
    expect(screen.getByLabelText('«First name»')).toBeInTheDocument();
  });
});

describe('validation (spec 2 §4, §5)', () => {
  it('shows messages only after the first submit, then live, and moves the focus to the first invalid field', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    await user.type(field('Email'), 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    await user.click(payNow());
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription('This is a required field');
    expect(field('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address We will email your order confirmation to this address',
    );
    expect(screen.getByRole('checkbox', { name: /I confirm/ })).toHaveAccessibleDescription(
      'This is a required field',
    );
    expect(field('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    // Announced: how many fields need attention.
    expect(screen.getByText(/fields need your attention\.$/)).toBeInTheDocument();

    // Live from now on.
    await user.type(field('First name'), 'Ada');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('First name'));
    expect(field('First name')).toHaveAccessibleDescription('This is a required field');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('ticks only a field with a valid value after submit: an empty optional field gets no tick', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    // The field's box carries the status its icon and border are drawn from.
    const status = (label: string) => field(label).closest('[data-status]')?.getAttribute('data-status');
    await user.type(field('First name'), 'Ada');
    await user.click(payNow());
    await waitFor(() => expect(status('Last name')).toBe('error'));
    expect(status('First name')).toBe('success');
    expect(status('Address line 2 (optional)')).toBeUndefined();

    await user.type(field('Address line 2 (optional)'), 'Flat 2');
    expect(status('Address line 2 (optional)')).toBe('success');
    await user.clear(field('Address line 2 (optional)'));
    await user.type(field('Address line 2 (optional)'), '   ');
    expect(status('Address line 2 (optional)')).toBeUndefined();
  });

  it('checks dates: the format, a real date, a passport not expired', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Activity details' });
    const ticket = screen.getByRole('group', { name: 'Ticket 1: Adult' });
    const expiry = within(ticket).getByLabelText('Passport expiry date');
    await user.type(expiry, '21/11/2030');
    await user.click(payNow());
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription('Please enter a valid date in format YYYY-MM-DD'),
    );
    await user.clear(expiry);
    await user.type(expiry, '2030-02-30');
    expect(expiry).toHaveAccessibleDescription('Please enter a valid date');
    await user.clear(expiry);
    await user.type(expiry, '2026-11-21');
    expect(expiry).toHaveAccessibleDescription('Passport must not be expired');
    await user.clear(expiry);
    await user.type(expiry, '2030-11-21');
    expect(expiry).not.toHaveAttribute('aria-invalid');
  });
});

describe('countries and the phone country picker (spec 2 §3, §5, §8)', () => {
  it('filters countries by the start of their name, shows flags and the dialling code, US first', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    const picker = await screen.findByRole('button', { name: 'Country code: United States +1' });
    expect(within(picker).getByText('+1')).toBeInTheDocument();
    expect(picker.querySelector('img')).toHaveAttribute('src', `${SANDBOX_HOST}/assets/flags/us.svg`);
    await user.click(picker);
    const dialog = await screen.findByRole('dialog', { name: 'Countries' });
    await user.type(within(dialog).getByLabelText('Search countries'), 'IR');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      options.map((option) => option.textContent).filter((text) => /^ir/i.test(text ?? '')),
    );
    expect(options.some((option) => option.textContent === 'Ireland (+353)')).toBe(true);
    await user.click(within(dialog).getByRole('option', { name: 'Ireland (+353)' }));
    expect(screen.getByRole('button', { name: 'Country code: Ireland +353' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Country code: Ireland +353' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Search countries'), 'zzz');
    expect(screen.getByText('No country matches')).toBeInTheDocument();
  });

  it('gives an empty list when the countries call fails, and logs it', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    sandbox.intercept((request) =>
      new URL(request.url).pathname.includes('/countries/') ? new Response('{}', { status: 500 }) : undefined,
    );
    const page = await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Checkout' });
    const country = field('Country') as unknown as HTMLSelectElement;
    expect([...country.options].map((option) => option.textContent)).toEqual(['Select a country']);
    expect(page.logger.error).toHaveBeenCalledWith(
      'Checkout: the countries could not be loaded',
      expect.anything(),
    );
    // The default country's dialling code is known without the list (issue 19 §3).
    expect(screen.getByRole('button', { name: 'Country code: United States +1' })).toBeInTheDocument();
  });

  it('shows the default country with its dialling code from the first paint, before the countries arrive', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'causewayDayTrip' }]);
    // The countries call never answers: the field is painted without the list.
    sandbox.intercept((request) =>
      new URL(request.url).pathname.includes('/countries/')
        ? new Promise<Response>(() => undefined)
        : undefined,
    );
    await renderCheckout({ sandbox, session });
    await screen.findByRole('heading', { name: 'Checkout' });
    expect((field('Country') as unknown as HTMLSelectElement).options).toHaveLength(1);
    const picker = screen.getByRole('button', { name: 'Country code: United States +1' });
    expect(within(picker).getByText('+1')).toBeVisible();
  });
});

describe('the reservation check failing (spec 2 §8)', () => {
  it('opens the error modal once, and its refresh runs the check again', async () => {
    const { sandbox, session } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    let failures = 2;
    sandbox.intercept((request) =>
      new URL(request.url).pathname.endsWith('/reservations/check') && failures-- > 0
        ? new Response(JSON.stringify({ code: 50, message: 'down' }), { status: 500 })
        : undefined,
    );
    const page = await renderCheckout({ sandbox, session });
    const user = userEvent.setup();
    const modal = await screen.findByRole('dialog', { name: "We're sorry, Something went wrong." });
    await user.click(within(modal).getByRole('button', { name: 'Refresh the page' }));
    await act(() => settle());
    // Failed again: the modal does not open a second time; the page offers the refresh itself.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('We could not load the details your booking needs.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(sandbox.calls('GET', '/reservations/check')).toHaveLength(3);
    expect(page.logger.error).toHaveBeenCalledWith(
      'Checkout: the reservation check failed',
      expect.anything(),
    );
  });
});
