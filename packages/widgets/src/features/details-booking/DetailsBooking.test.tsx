import {
  type AvailabilityCheckResponse,
  createMemorySessionStore,
  type ReservationCreateRequest,
} from '@coras/api-client';
import type { AnalyticsEvent, ParamsUpdate, SupportedLocale } from '@coras/booking-core';
import { formatMessage, type MessageValues, previewSummary } from '@coras/booking-core';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  passRetryWaits,
  renderWithSandbox,
} from '../../../test/harness.test-utils';
import { dispatchReservationCreated } from '../../runtime/basket/basketStore';
import { useBasket } from '../../runtime/basket/useBasket';
import { loadLocaleBundle } from '../../runtime/i18n/catalogue';
import type { MessageKey } from '../../runtime/i18n/messages/en-GB';
import { useNavigate } from '../../runtime/provider/navigation-context';
import { NavbarBasket } from '../basket/NavbarBasket';
import type { ReservationAdded } from './DetailsBooking';
import { BookingFromSandbox } from './detailsBookingStory.test-utils';
import { bookingMessages } from './messages/en-GB';

type Sandbox = ReturnType<typeof inProcessSandbox>;

/** The requests the sandbox received on `path` (exact pathname). */
function requestsTo(sandbox: Sandbox, path: string, method = 'POST') {
  return sandbox.requests.filter(
    (request) => request.method === method && new URL(request.url).pathname === path,
  );
}
const checks = (sandbox: Sandbox) => requestsTo(sandbox, '/v2/availability/check');
const sessions = (sandbox: Sandbox) => requestsTo(sandbox, '/v2/booking-session');
const reservations = (sandbox: Sandbox) => requestsTo(sandbox, '/v2/reservations');

async function bodies<T>(requests: Request[]): Promise<T[]> {
  return Promise.all(requests.map((request) => request.clone().json() as Promise<T>));
}

/** What the widget's basket holds and is asked to show, as text a test can read. */
function BasketProbe() {
  const { added, quantity, status } = useBasket();
  return (
    <output aria-label="basket probe" data-status={status}>
      {quantity}:{added?.reservation_id ?? ''}
    </output>
  );
}

/** The currency and language menus' part: switches the widget's currency or locale in place. */
function Switcher() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate({ page: 'details', currency: 'EUR' })}>
        Euros
      </button>
      <button type="button" onClick={() => navigate({ page: 'details', locale: 'de-DE' })}>
        Deutsch
      </button>
    </>
  );
}

interface RenderOptions {
  /** Renders the navbar's basket beside the panel, as wide as this. */
  basketWidth?: number;
  date?: string;
  sandbox?: Sandbox;
  locale?: SupportedLocale;
  currency?: string;
  onReservationAdded?: (added: ReservationAdded) => void;
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
  /** Called on each commit of the panel's tree (React's `Profiler`). */
  onPanelCommit?: () => void;
}

/**
 * A session store on the sandbox's clock. The sandbox is pinned to a "today" that may lie behind
 * the machine's date, and its `booking-session-expires` header is on its own clock: read with the
 * machine's clock, a fresh session would look expired at once (see the report of issue #7).
 */
async function sandboxSessionStore(sandbox: Sandbox) {
  const answer = await sandbox.app.fetch(new Request('http://sandbox.test/sandbox/clock'));
  const { now } = (await answer.json()) as { now: string };
  const skew = Date.now() - Date.parse(now);
  return createMemorySessionStore({ now: () => Date.now() - skew });
}

async function renderPanel(id: string, options: RenderOptions = {}) {
  const onParamsUpdate = vi.fn<(params: ParamsUpdate) => void>();
  const sandbox = options.sandbox ?? inProcessSandbox();
  const view = renderWithSandbox(
    <>
      <Switcher />
      <BasketProbe />
      {options.basketWidth ? <NavbarBasket containerWidth={options.basketWidth} /> : null}
      <Profiler id="panel" onRender={() => options.onPanelCommit?.()}>
        <BookingFromSandbox id={id} onReservationAdded={options.onReservationAdded} />
      </Profiler>
    </>,
    {
      sandbox,
      sessionStore: await sandboxSessionStore(sandbox),
      onParamsUpdate,
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.currency ? { currency: options.currency } : {}),
      ...(options.onAnalyticsEvent ? { onAnalyticsEvent: options.onAnalyticsEvent } : {}),
      initialParams: { page: 'details', id, ...(options.date ? { date: options.date } : {}) },
    },
  );
  await screen.findByRole('button', {
    name: await textIn(options.locale ?? 'en-GB', 'booking.checkAvailability'),
  });
  return { ...view, onParamsUpdate, user: userEvent.setup() };
}

/** The ticket selector's button (its name is the label, then the summary). */
const ticketsButton = () => screen.getByRole('button', { name: /^Tickets / });
const dateText = () => screen.getByText(/^\w{3}, \d{1,2} \w{3} \d{4}$/);

async function openTickets(user: ReturnType<typeof userEvent.setup>) {
  await user.click(ticketsButton());
  return screen.findByRole('dialog', { name: 'Tickets' });
}

async function checkAvailability(user: ReturnType<typeof userEvent.setup>, name = 'Check Availability') {
  await user.click(screen.getByRole('button', { name }));
}

type BookingMessageKey = keyof typeof bookingMessages;

/** A text as the panel shows it in `locale`, from that locale's real catalogue. */
async function textIn(locale: SupportedLocale, key: MessageKey | BookingMessageKey, values?: MessageValues) {
  const { messages } = await loadLocaleBundle(locale);
  // en-GB's bundle holds the shell's texts; the panel's English comes with the details chunk.
  const text =
    messages[key] ?? (key in bookingMessages ? bookingMessages[key as BookingMessageKey] : undefined);
  if (text === undefined) throw new Error(`no ${locale} text for ${key}`);
  return formatMessage(text, values, locale);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DetailsBooking — the availability box', () => {
  it('preselects one ticket of the first price type (spec 2 §4)', async () => {
    await renderPanel(FIXTURE_IDS.dublinWalkingTour);
    expect(ticketsButton()).toHaveAccessibleName('Tickets 1 × Adult');
  });

  it('resets a date outside the instance dates to the first instance date, and keeps an available one', async () => {
    const { unmount } = await renderPanel(FIXTURE_IDS.corkTheatre, { date: '2020-01-01' });
    // corkTheatre's first instance is 22 Nov 2026.
    expect(screen.getByRole('button', { name: 'Date Sun, 22 Nov 2026' })).toBeInTheDocument();
    unmount();

    await renderPanel(FIXTURE_IDS.corkTheatre, { date: 'not-a-date' });
    expect(screen.getByRole('button', { name: 'Date Sun, 22 Nov 2026' })).toBeInTheDocument();
  });

  it('keeps an available date and sends it with the check', async () => {
    const sandbox = inProcessSandbox();
    const { user } = await renderPanel(FIXTURE_IDS.corkTheatre, { date: '2026-12-05', sandbox });
    expect(screen.getByRole('button', { name: 'Date Sat, 5 Dec 2026' })).toBeInTheDocument();
    await checkAvailability(user);
    await screen.findByRole('heading', { name: 'Available options' });
    const [body] = await bodies<{ date: string }>(checks(sandbox));
    expect(body?.date).toBe('2026-12-05');
  });

  it('limits the calendar to the instance months and the available days; a new date is written to the page', async () => {
    const { user, onParamsUpdate } = await renderPanel(FIXTURE_IDS.causewayDayTrip);
    await user.click(screen.getByRole('button', { name: /^Date / }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    // The first instance month cannot go back; a gap in the sale periods (12–18 Dec) is disabled.
    expect(within(dialog).getByRole('button', { name: 'Previous Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const gap = dialog.querySelector('[data-date="2026-12-15"]');
    expect(gap).toHaveAttribute('aria-disabled', 'true');
    const open = dialog.querySelector('[data-date="2026-12-04"]') as HTMLElement;
    expect(open).not.toHaveAttribute('aria-disabled');
    await user.click(open);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'details', date: '2026-12-04' }),
    );
    expect(screen.getByRole('button', { name: 'Date Fri, 4 Dec 2026' })).toBeInTheDocument();
  });

  it('shows the only available day read-only (spec 2 §2)', async () => {
    await renderPanel(FIXTURE_IDS.lastSeats);
    expect(screen.queryByRole('button', { name: /^Date / })).toBeNull();
    expect(dateText()).toHaveTextContent('Tue, 1 Dec 2026');
  });

  it('caps a tour at 5 tickets by default: plus is blocked, minus disabled at 0 (spec 2 §5)', async () => {
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour);
    const panel = await openTickets(user);
    const plusAdult = within(panel).getByRole('button', { name: 'Add one Adult ticket' });
    const plusChild = within(panel).getByRole('button', { name: 'Add one Child ticket' });
    const minusChild = within(panel).getByRole('button', { name: 'Remove one Child ticket' });
    expect(minusChild).toHaveAttribute('aria-disabled', 'true');
    await user.click(minusChild);
    for (let press = 0; press < 3; press += 1) await user.click(plusAdult);
    await user.click(plusChild);
    expect(within(panel).getByText('You have reached the maximum of 5 tickets per booking')).toBeVisible();
    expect(plusAdult).toHaveAttribute('aria-disabled', 'true');
    expect(plusChild).toHaveAttribute('aria-disabled', 'true');
    await user.click(plusChild);
    expect(ticketsButton()).toHaveAccessibleName('Tickets 4 × Adult, 1 × Child');
    // The keyboard stays on a blocked button (aria-disabled, not disabled).
    expect(plusChild).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Remove one Adult ticket' }));
    expect(plusChild).toHaveAttribute('aria-disabled', 'false');
  });

  it('caps a theatre at its max_tickets_per_order, and an attraction without one not at all', async () => {
    const { user, unmount } = await renderPanel(FIXTURE_IDS.corkTheatre);
    let panel = await openTickets(user);
    const plus = within(panel).getByRole('button', { name: 'Add one Adult ticket' });
    for (let press = 0; press < 10; press += 1) await user.click(plus);
    expect(ticketsButton()).toHaveAccessibleName('Tickets 8 × Adult');
    unmount();

    const football = await renderPanel(FIXTURE_IDS.footballMatch);
    panel = await openTickets(football.user);
    const plusFootball = within(panel).getByRole('button', { name: 'Add one Adult ticket' });
    for (let press = 0; press < 11; press += 1) await football.user.click(plusFootball);
    expect(plusFootball).toHaveAttribute('aria-disabled', 'false');
    expect(ticketsButton()).toHaveAccessibleName('Tickets 12 × Adult');
    expect(within(panel).queryByText(/tickets per booking/)).toBeNull();
  });
});

describe('DetailsBooking — Check Availability (spec 2 §4, §8)', () => {
  it('opens a booking session first, once, and reuses it for the next checks', async () => {
    const sandbox = inProcessSandbox();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    await checkAvailability(user);
    await screen.findByRole('heading', { name: 'Available options' });
    await checkAvailability(user);
    await screen.findByRole('heading', { name: 'Available options' });
    await waitFor(() => expect(checks(sandbox)).toHaveLength(2));
    expect(sessions(sandbox)).toHaveLength(1);
    const paths = sandbox
      .paths()
      .filter((path) => path !== `/v2/attractions/${FIXTURE_IDS.dublinWalkingTour}`);
    expect(paths.indexOf('/v2/booking-session')).toBeLessThan(paths.indexOf('/v2/availability/check'));
    const session = (await sessions(sandbox)[0]?.clone().json()) as { language: string };
    expect(session.language).toBe('en');
    for (const check of checks(sandbox)) expect(check.headers.get('Booking-Session')).toMatch(/\S/);
  });

  it('opens one session when Check Availability is pressed twice in a row', async () => {
    const sandbox = inProcessSandbox();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    const button = screen.getByRole('button', { name: 'Check Availability' });
    await act(async () => {
      button.click();
      button.click();
    });
    await screen.findByRole('heading', { name: 'Available options' });
    expect(sessions(sandbox)).toHaveLength(1);
    await user.click(button);
    await screen.findByRole('heading', { name: 'Available options' });
    expect(sessions(sandbox)).toHaveLength(1);
  });

  it("answers code 37 with 'Please select the number of tickets.'", async () => {
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour);
    const panel = await openTickets(user);
    await user.click(within(panel).getByRole('button', { name: 'Remove one Adult ticket' }));
    await user.keyboard('{Escape}');
    expect(ticketsButton()).toHaveAccessibleName('Tickets Select tickets');
    await checkAvailability(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select the number of tickets.');
    expect(screen.queryByRole('heading', { name: 'Available options' })).toBeNull();
  });

  it("answers any other failure with 'Error!' (a 5xx storm, after the client's retries)", async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '503,path=/availability' });
    const { user, logger } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    await checkAvailability(user);
    await passRetryWaits();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
    // The first attempt and 3 retries; then the box is usable again.
    expect(checks(sandbox)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Check Availability' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('heading', { name: 'Available options' })).toBeNull();
    expect(logger.error).toHaveBeenCalled();
  });

  it("answers a malformed availability answer with 'Error!' and shows no options", async () => {
    const sandbox = inProcessSandbox({ faults: 'malformed,path=/availability' });
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    await checkAvailability(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
    expect(screen.queryByRole('heading', { name: 'Available options' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it("answers 'Error!' when the booking session cannot be opened, and never checks without one", async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '500,path=/booking-session' });
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    await checkAvailability(user);
    await passRetryWaits();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
    expect(checks(sandbox)).toHaveLength(0);
  });

  it('shows the availability alert when no option is available (sold out)', async () => {
    const { user } = await renderPanel(FIXTURE_IDS.soldOut);
    await checkAvailability(user);
    const alert = await screen.findByText(
      "We're sorry, there are not enough tickets available for this event",
    );
    expect(alert.closest('[data-status]')).toHaveTextContent(
      'Please try a different date or number of tickets',
    );
    expect(screen.queryByRole('heading', { name: 'Available options' })).toBeNull();
  });

  it('shows the alert when more tickets are asked than remain (last seats)', async () => {
    const { user } = await renderPanel(FIXTURE_IDS.lastSeats);
    const panel = await openTickets(user);
    const plus = within(panel).getByRole('button', { name: 'Add one Adult ticket' });
    for (let press = 0; press < 3; press += 1) await user.click(plus);
    await user.keyboard('{Escape}');
    await checkAvailability(user);
    expect(
      await screen.findByText("We're sorry, there are not enough tickets available for this event"),
    ).toBeVisible();
  });

  it('forgets the options when the tickets change, so they always answer what is asked', async () => {
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour);
    await checkAvailability(user);
    await screen.findByRole('heading', { name: 'Available options' });
    const panel = await openTickets(user);
    await user.click(within(panel).getByRole('button', { name: 'Add one Child ticket' }));
    expect(screen.queryByRole('heading', { name: 'Available options' })).toBeNull();
  });

  it('checks again after a currency or locale change, only when a check had completed or failed', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    // Before any check: a currency change checks nothing.
    await user.click(screen.getByRole('button', { name: 'Euros' }));
    await elapse(5000);
    expect(checks(sandbox)).toHaveLength(0);

    await checkAvailability(user);
    await screen.findByRole('heading', { name: 'Available options' });
    expect(within(screen.getByRole('list')).getAllByText(/^€/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(checks(sandbox)).toHaveLength(2));
    const [, second] = await bodies<{ currency: string; language_code: string }>(checks(sandbox));
    expect(second).toMatchObject({ currency: 'EUR', language_code: 'de' });
    await screen.findByRole('list');
  });

  it('checks again after a currency change that follows a failure', async () => {
    const sandbox = inProcessSandbox({ faults: 'malformed,path=/availability,times=1' });
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox });
    await checkAvailability(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
    await user.click(screen.getByRole('button', { name: 'Euros' }));
    await screen.findByRole('heading', { name: 'Available options' });
    expect(checks(sandbox)).toHaveLength(2);
    expect(screen.queryByText('Error!')).toBeNull();
  });
});

describe('DetailsBooking — options (spec 2 §2, §4)', () => {
  it('groups theatre options by performance time with the first preselected; a new check clears the chosen time', async () => {
    const { user } = await renderPanel(FIXTURE_IDS.corkTheatre, { date: '2026-12-05' });
    await checkAvailability(user);
    const times = await screen.findByRole('group', { name: 'Performance time' });
    const radios = within(times).getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(1);
    const labels = radios.map((radio) => radio.closest('label')?.textContent);
    expect([...labels].sort()).toEqual(labels);
    expect(radios[0]).toBeChecked();
    const firstSections = within(screen.getByRole('list')).getAllByRole('listitem').length;
    expect(firstSections).toBeGreaterThan(0);

    await user.click(radios[1] as HTMLElement);
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();

    await checkAvailability(user);
    const again = await screen.findByRole('group', { name: 'Performance time' });
    expect(within(again).getAllByRole('radio')[0]).toBeChecked();
  });

  it("lists sport sections with 'Price' per ticket and 'each'", async () => {
    const { user } = await renderPanel(FIXTURE_IDS.footballMatch);
    await checkAvailability(user);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('each')).toBeVisible();
    expect(screen.getByText('Section')).toBeInTheDocument();
    expect(screen.getByText('Price')).toBeInTheDocument();
  });

  it("defaults a tour's language to the visitor's, shows the chip only for several languages", async () => {
    const { user, unmount } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, {
      locale: 'de-DE',
      currency: 'EUR',
    });
    await checkAvailability(user, await textIn('de-DE', 'booking.checkAvailability'));
    const chips = await screen.findAllByRole('button', {
      name: await textIn('de-DE', 'booking.tourLanguage', { language: 'Deutsch' }),
    });
    expect(chips.length).toBeGreaterThan(0);
    unmount();

    // Polish is not spoken on this tour: the first listed language.
    const polish = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { locale: 'pl-PL' });
    await checkAvailability(polish.user, await textIn('pl-PL', 'booking.checkAvailability'));
    const english = await textIn('pl-PL', 'booking.tourLanguage', { language: 'English' });
    expect((await screen.findAllByRole('button', { name: english })).length).toBeGreaterThan(0);
    polish.unmount();

    const single = await renderPanel(FIXTURE_IDS.zipline);
    await checkAvailability(single.user);
    await screen.findByRole('heading', { name: 'Available options' });
    expect(screen.queryByRole('button', { name: /^Tour language/ })).toBeNull();
  });
});

describe('DetailsBooking — Add to basket (spec 2 §4, §7)', () => {
  it('reserves a tour with the chosen language, fires reservation-created, scrolls up, shows the basket and emits add_to_cart', async () => {
    const sandbox = inProcessSandbox();
    const events: AnalyticsEvent[] = [];
    const added = vi.fn<(added: ReservationAdded) => void>();
    const created = vi.fn();
    window.addEventListener('reservation-created', created);
    const scroll = vi.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, {
      sandbox,
      onReservationAdded: added,
      onAnalyticsEvent: (event) => events.push(event),
    });
    await checkAvailability(user);
    const [chip] = await screen.findAllByRole('button', { name: 'Tour language: English' });
    await user.click(chip as HTMLElement);
    const languages = await screen.findByRole('listbox', { name: 'Tour language' });
    await user.click(within(languages).getByRole('option', { name: 'Français' }));
    expect(screen.getAllByRole('button', { name: /^Tour language/ })[0]).toHaveAccessibleName(
      'Tour language: Français',
    );
    await user.click(screen.getAllByRole('button', { name: 'Add to basket' })[0] as HTMLElement);

    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    window.removeEventListener('reservation-created', created);
    const [body] = await bodies<ReservationCreateRequest>(reservations(sandbox));
    expect(body).toMatchObject({
      attraction_id: FIXTURE_IDS.dublinWalkingTour,
      currency: 'GBP',
      language_code: 'en',
      tour_language: 'fr',
      to_basket: true,
      pickup_id: null,
      pickup_entry: null,
      tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
    });
    const reservation = added.mock.calls[0]?.[0].reservation;
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0].detail).toEqual({ reservation });
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    // The navbar's basket is asked to show it, and the basket reloaded on the event.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'basket probe' })).toHaveTextContent(
        `1:${reservation?.reservation_id}`,
      ),
    );
    const event = events.find((entry) => entry.name === 'add_to_cart');
    expect(event?.params).toMatchObject({
      currency: 'GBP',
      value: (reservation?.total_price ?? 0) / 100,
      items: [expect.objectContaining({ item_id: FIXTURE_IDS.dublinWalkingTour, quantity: 1 })],
    });
  });

  it('is not re-rendered by the basket: a reload of it leaves the panel as it was', async () => {
    const sandbox = inProcessSandbox();
    const commits = vi.fn();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox, onPanelCommit: commits });
    // A check opens the booking session, without which the basket is never loaded.
    await checkAvailability(user);
    await screen.findByRole('heading', { name: 'Available options' });
    const probe = screen.getByRole('status', { name: 'basket probe' });
    const loads = () => requestsTo(sandbox, '/v2/reservations', 'GET').length;
    const before = loads();
    commits.mockClear();

    act(() => dispatchReservationCreated());
    // Pending from the reload's start until its answer: complete again once it has landed.
    await waitFor(() => {
      expect(loads()).toBeGreaterThan(before);
      expect(probe).toHaveAttribute('data-status', 'complete');
    });
    expect(commits).not.toHaveBeenCalled();
  });

  it("opens the navbar basket's 'Added to basket' modal at 800 px or less, and its dropdown above", async () => {
    const narrow = await renderPanel(FIXTURE_IDS.zipline, { basketWidth: 800 });
    await checkAvailability(narrow.user);
    await narrow.user.click(
      (await screen.findAllByRole('button', { name: 'Add to basket' }))[0] as HTMLElement,
    );
    const modal = await screen.findByRole('dialog', { name: 'Added to basket' });
    expect(within(modal).getByRole('button', { name: 'Go to basket' })).toBeVisible();
    narrow.unmount();

    const wide = await renderPanel(FIXTURE_IDS.zipline, { basketWidth: 801 });
    await checkAvailability(wide.user);
    await wide.user.click(
      (await screen.findAllByRole('button', { name: 'Add to basket' }))[0] as HTMLElement,
    );
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    expect(await within(dropdown).findByText('Zipline Adventure', { exact: false })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Added to basket' })).toBeNull();
  });

  it('reserves once on a double click, with a loading state on that option only', async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=100,path=/reservations' });
    const added = vi.fn();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox, onReservationAdded: added });
    await checkAvailability(user);
    const [first, second] = await screen.findAllByRole('button', { name: 'Add to basket' });
    await user.dblClick(first as HTMLElement);
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(second).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(reservations(sandbox)).toHaveLength(1);
    expect(first).not.toHaveAttribute('aria-busy');
  });

  it('sends only the price types the option offers, for a tour', async () => {
    const sandbox = inProcessSandbox();
    // An option for adults only, as a tour's late slot can be.
    const fetch = async (request: Request) => {
      const response = await sandbox.fetch(request);
      if (!new URL(request.url).pathname.endsWith('/availability/check') || !response.ok) return response;
      const body = (await response.json()) as AvailabilityCheckResponse;
      const options = body.options.map((option) => ({
        ...option,
        prices: option.prices.filter((price) => price.price_type_id === 'adult'),
      }));
      return Response.json({ options }, { status: response.status });
    };
    const added = vi.fn();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, {
      sandbox: { ...sandbox, fetch },
      onReservationAdded: added,
    });
    const panel = await openTickets(user);
    await user.click(within(panel).getByRole('button', { name: 'Add one Child ticket' }));
    await user.keyboard('{Escape}');
    await checkAvailability(user);
    await user.click((await screen.findAllByRole('button', { name: 'Add to basket' }))[0] as HTMLElement);
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    const [body] = await bodies<ReservationCreateRequest>(reservations(sandbox));
    expect(body?.tickets).toEqual([{ price_type_id: 'adult', number_of_tickets: 1 }]);
  });

  it('shows no dialog and no event when the reservation fails (a 5xx storm), and reserves nothing twice', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '503,path=/reservations' });
    const added = vi.fn();
    const created = vi.fn();
    window.addEventListener('reservation-created', created);
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox, onReservationAdded: added });
    await checkAvailability(user);
    const [first] = await screen.findAllByRole('button', { name: 'Add to basket' });
    await user.click(first as HTMLElement);
    await passRetryWaits();
    await screen.findByText('These tickets could not be added to your basket. Please try again.');
    window.removeEventListener('reservation-created', created);
    expect(added).not.toHaveBeenCalled();
    expect(created).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first).not.toHaveAttribute('aria-busy');
    // Every attempt carried the same idempotency key: one logical reservation.
    const keys = new Set(reservations(sandbox).map((request) => request.headers.get('Idempotency-Key')));
    expect(reservations(sandbox)).toHaveLength(4);
    expect(keys.size).toBe(1);
  });

  it('shows no dialog and fires nothing when the reservation answer is empty', async () => {
    const inProcess = inProcessSandbox();
    const sandbox = {
      ...inProcess,
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        if (request.method !== 'POST' || path !== '/v2/reservations') return inProcess.fetch(request);
        inProcess.requests.push(request.clone());
        return Response.json({}, { status: 201 });
      },
    };
    const added = vi.fn();
    const created = vi.fn();
    window.addEventListener('reservation-created', created);
    onTestFinished(() => window.removeEventListener('reservation-created', created));
    const { user } = await renderPanel(FIXTURE_IDS.corkTheatre, { sandbox, onReservationAdded: added });
    await checkAvailability(user);
    const list = await screen.findByRole('list');
    await user.click(
      within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Select' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(
      await within(dialog).findByText('These tickets could not be added to your basket. Please try again.'),
    ).toBeVisible();
    expect(reservations(sandbox)).toHaveLength(1);
    expect(added).not.toHaveBeenCalled();
    expect(created).not.toHaveBeenCalled();
    // The preview is modal: the rest of the widget is hidden from assistive technology meanwhile.
    expect(screen.getByRole('status', { name: 'basket probe', hidden: true })).toHaveTextContent(/^0:$/);
  });

  it('holds exactly one reservation when the first answers are lost to 5xx and a retry succeeds', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '502,path=/reservations,times=2' });
    const added = vi.fn();
    const { user } = await renderPanel(FIXTURE_IDS.dublinWalkingTour, { sandbox, onReservationAdded: added });
    await checkAvailability(user);
    await user.click((await screen.findAllByRole('button', { name: 'Add to basket' }))[0] as HTMLElement);
    await passRetryWaits();
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    const session = checks(sandbox)[0]?.headers.get('Booking-Session') as string;
    const basket = await sandbox.app.fetch(
      new Request('http://sandbox.test/v2/reservations', {
        headers: { 'Coras-Distributor': 'test', 'Booking-Session': session },
      }),
    );
    expect(((await basket.json()) as { reservations: unknown[] }).reservations).toHaveLength(1);
  });
});

describe('DetailsBooking — reservation preview (spec 2 §2)', () => {
  it('opens on a section with the booking fee × tickets and the total, and adds to the basket', async () => {
    const inProcess = inProcessSandbox();
    const answers: AvailabilityCheckResponse[] = [];
    const sandbox = {
      ...inProcess,
      fetch: async (request: Request) => {
        const response = await inProcess.fetch(request);
        if (new URL(request.url).pathname.endsWith('/availability/check'))
          answers.push((await response.clone().json()) as AvailabilityCheckResponse);
        return response;
      },
    };
    const added = vi.fn<(added: ReservationAdded) => void>();
    const { user } = await renderPanel(FIXTURE_IDS.corkTheatre, { sandbox, onReservationAdded: added });
    const tickets = await openTickets(user);
    await user.click(within(tickets).getByRole('button', { name: 'Add one Adult ticket' }));
    await user.click(within(tickets).getByRole('button', { name: 'Add one Concession ticket' }));
    await user.keyboard('{Escape}');
    await checkAvailability(user);
    const list = await screen.findByRole('list');
    const [row] = within(list).getAllByRole('listitem');
    const section = within(row as HTMLElement).getByRole('button', { name: 'Select' });
    await user.click(section);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Section')).toBeVisible();
    expect(within(dialog).getByText('2 × Adult')).toBeVisible();
    expect(within(dialog).getByText('1 × Concession')).toBeVisible();
    expect(within(dialog).getByText('Booking fee')).toBeVisible();
    expect(within(dialog).getByText('Seatmap for illustrative purposes only')).toBeVisible();

    // The figures: the fee per ticket × 3 tickets, and a total that is the sum of the rows.
    const answer = answers.at(-1) as AvailabilityCheckResponse;
    const option = answer.options[0];
    if (!option) throw new Error('no option');
    const summary = previewSummary(option, { adult: 2, concession: 1 }, 'GBP');
    expect(summary.tickets).toBe(3);
    expect(summary.fee).toBe((option.max_booking_fee.GBP ?? 0) * 3);
    expect(summary.total).toBe(option.max_full_price.GBP);
    const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    expect(within(dialog).getByText(`(${money(summary.feePerTicket)} × 3)`)).toBeVisible();
    expect(within(dialog).getByText(money(summary.fee))).toBeVisible();
    expect(within(dialog).getByText(money(summary.total))).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [reservation] = await bodies<ReservationCreateRequest>(reservations(sandbox));
    // A theatre sends every chosen price type, and no tour language.
    expect(reservation).toMatchObject({
      selection_id: option.selection_id,
      tour_language: '',
      tickets: [
        { price_type_id: 'adult', number_of_tickets: 2 },
        { price_type_id: 'concession', number_of_tickets: 1 },
      ],
    });
  });

  it('keeps the preview open with a message when the reservation is refused', async () => {
    const sandbox = inProcessSandbox({ faults: 'error=1,error-status=500,path=/reservations' });
    fakeTimeouts();
    const added = vi.fn();
    const { user } = await renderPanel(FIXTURE_IDS.corkTheatre, { sandbox, onReservationAdded: added });
    await checkAvailability(user);
    const list = await screen.findByRole('list');
    await user.click(
      within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Select' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await passRetryWaits();
    expect(
      await within(dialog).findByText('These tickets could not be added to your basket. Please try again.'),
    ).toBeVisible();
    expect(added).not.toHaveBeenCalled();
  });
});
