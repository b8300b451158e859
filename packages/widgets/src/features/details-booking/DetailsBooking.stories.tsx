import { createMemorySessionStore } from '@coras/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imagesSettled, storyFetch } from '../../../test/landingStory.test-utils';
import { DetailsBooking } from './DetailsBooking';
import { BookingFromSandbox } from './detailsBookingStory.test-utils';

/**
 * The sandbox's fixtures (`FIXTURE_IDS` of @coras/sandbox-api, the same for every seed). Named here
 * rather than imported, so the stories' bundle does not carry the sandbox.
 */
const FIXTURES = {
  dublinWalkingTour: 'a9c3b248-ea53-432a-a64d-8c871fd93834',
  corkTheatre: '5d3b6afc-f090-42e9-8700-d3a1cc639c4c',
  lastSeats: 'ce1592c0-02da-45bd-b9e8-52092f5060d6',
  soldOut: '1c1cfa83-de2b-406c-abce-4082c2a38f3e',
  footballMatch: '5768bd5e-2dbb-43e2-9b7a-d8412171e813',
} as const;

/** The moment the stories' sandbox starts (its pinned "today", 09:00 UTC). */
const SANDBOX_START = Date.parse('2026-11-21T09:00:00Z');

/**
 * The provider of one story: the details page of `id`, and a session store on the sandbox's
 * clock. The sandbox is pinned to a day that may lie behind this machine's date, and its
 * `booking-session-expires` is on its own clock: read with the machine's clock, every session would
 * look expired at once. (The API client trusts the server's absolute expiry; see issue #7's report.)
 */
function provider(id: string, extra: Record<string, unknown> = {}) {
  return {
    initialParams: { page: 'details', id },
    sessionStore: createMemorySessionStore({ now: () => SANDBOX_START }),
    ...extra,
  };
}

const meta = {
  title: 'Widgets/DetailsBooking',
  component: DetailsBooking,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DetailsBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

// The panel takes an attraction: each story fetches a real one from the sandbox first.
const args = { attraction: undefined as never };

async function panelReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Check Availability' }, { timeout: 10_000 });
  return canvas;
}

async function optionsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Available options' }, { timeout: 10_000 });
  return canvas;
}

/** Tab until `element` has the focus (at most 30 presses), as a keyboard user would. */
async function tabTo(element: HTMLElement) {
  for (let press = 0; press < 30 && document.activeElement !== element; press += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/**
 * The keyboard journey of a tour, ticket selection to 'Add to basket' (spec 2 §4): open the ticket
 * selector, add a child, close it with Escape, Check Availability, then add the first option.
 */
async function tourKeyboardJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  const body = within(document.body);
  const added = new Promise<void>((resolve) =>
    window.addEventListener('reservation-created', () => resolve(), { once: true }),
  );

  const tickets = canvas.getByRole('button', { name: /^Tickets / });
  await tabTo(tickets);
  await userEvent.keyboard('{Enter}');
  const panel = await body.findByRole('dialog', { name: 'Tickets' });
  await tabTo(within(panel).getByRole('button', { name: 'Add one Child ticket' }));
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(tickets).toHaveFocus();
  await expect(tickets).toHaveAccessibleName('Tickets 1 × Adult, 1 × Child');

  await tabTo(canvas.getByRole('button', { name: 'Check Availability' }));
  await userEvent.keyboard('{Enter}');
  await optionsShown(canvasElement);
  const [add] = canvas.getAllByRole('button', { name: 'Add to basket' });
  await tabTo(add as HTMLElement);
  await userEvent.keyboard('{Enter}');
  await added;
  await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
}

/**
 * A tour (Dublin walking tour, 4 languages, 2 start times): the keyboard journey from the ticket
 * selector to a held reservation. Each option shows its time, the price of the chosen tickets and
 * the language chip (English by default for an English visitor).
 */
export const Tour1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.dublinWalkingTour} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.dublinWalkingTour) },
  play: async ({ canvasElement }) => {
    await tourKeyboardJourney(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Tour language: English' })).toHaveLength(2);
  },
};

/** The tour in a phone-wide widget: the fields stack, each option's button takes the full width. */
export const Tour375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.dublinWalkingTour} />,
  parameters: { containerWidth: 375, corasProvider: provider(FIXTURES.dublinWalkingTour) },
  play: async ({ canvasElement }) => {
    await tourKeyboardJourney(canvasElement);
    const canvas = within(canvasElement);
    const tickets = canvas.getByRole('button', { name: /^Tickets / });
    const check = canvas.getByRole('button', { name: 'Check Availability' });
    await expect(check.getBoundingClientRect().top).toBeGreaterThan(tickets.getBoundingClientRect().bottom);
  },
};

/**
 * A theatre (Cork, cap 8): performance times with the first preselected; choosing a section by
 * keyboard opens the reservation preview — section, a row per ticket type, the booking fee × the
 * tickets, the total, 'Add to basket' and the seat map.
 */
async function theatrePreviewJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  const body = within(document.body);
  const tickets = canvas.getByRole('button', { name: /^Tickets / });
  await tabTo(tickets);
  await userEvent.keyboard('{Enter}');
  const panel = await body.findByRole('dialog', { name: 'Tickets' });
  await tabTo(within(panel).getByRole('button', { name: 'Add one Adult ticket' }));
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await tabTo(canvas.getByRole('button', { name: 'Check Availability' }));
  await userEvent.keyboard('{Enter}');
  await optionsShown(canvasElement);
  const times = canvas.getByRole('group', { name: 'Performance time' });
  await expect(within(times).getAllByRole('radio')[0]).toBeChecked();
  // The seating chart below the sections (the sandbox's stand-in draws it): settled before the shot.
  const chart = await canvas.findByRole('region', { name: 'Seating chart' }, { timeout: 10_000 });
  await waitFor(() => expect(chart).toHaveAttribute('data-chart-status', 'rendered'), { timeout: 10_000 });
  const [select] = canvas.getAllByRole('button', { name: 'Select' });
  await tabTo(select as HTMLElement);
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog');
  await expect(within(dialog).getByText('2 × Adult')).toBeVisible();
  await expect(within(dialog).getByText('Booking fee')).toBeVisible();
  await expect(within(dialog).getByText('Seatmap for illustrative purposes only')).toBeVisible();
  await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  await expect(within(dialog).getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await imagesSettled(dialog);
  return dialog;
}

export const TheatrePreview1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.corkTheatre} />,
  parameters: {
    containerWidth: 1200,
    corasProvider: provider(FIXTURES.corkTheatre),
    visual: { fullPage: true },
  },
  play: async ({ canvasElement }) => {
    await theatrePreviewJourney(canvasElement);
  },
};

/** The preview over a phone-wide widget. */
export const TheatrePreview375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.corkTheatre} />,
  parameters: {
    containerWidth: 375,
    corasProvider: provider(FIXTURES.corkTheatre),
    visual: { fullPage: true },
  },
  play: async ({ canvasElement }) => {
    await theatrePreviewJourney(canvasElement);
  },
};

/**
 * The theatre journey's end: 'Add to basket' in the preview, by keyboard, holds the seats; the
 * preview closes and the focus returns to the section's button.
 */
export const TheatreAddedByKeyboard: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.corkTheatre} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.corkTheatre) },
  play: async ({ canvasElement }) => {
    const dialog = await theatrePreviewJourney(canvasElement);
    const added = new Promise<void>((resolve) =>
      window.addEventListener('reservation-created', () => resolve(), { once: true }),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await userEvent.keyboard('{Enter}');
    await added;
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const [select] = within(canvasElement).getAllByRole('button', { name: 'Select' });
    await waitFor(() => expect(select).toHaveFocus());
  },
};

/** Sport (Dublin football match, one day: the date is read-only): 'Section' and 'Price' with 'each'. */
async function sportJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  await expect(canvas.queryByRole('button', { name: /^Date / })).toBeNull();
  await tabTo(canvas.getByRole('button', { name: 'Check Availability' }));
  await userEvent.keyboard('{Enter}');
  await optionsShown(canvasElement);
  await expect(canvas.getAllByText('each').length).toBeGreaterThan(0);
}

export const Sport1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.footballMatch} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.footballMatch) },
  play: async ({ canvasElement }) => sportJourney(canvasElement),
};

export const Sport375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.footballMatch} />,
  parameters: { containerWidth: 375, corasProvider: provider(FIXTURES.footballMatch) },
  play: async ({ canvasElement }) => sportJourney(canvasElement),
};

/** Nothing left: the availability alert (spec 2 §8). */
async function soldOutJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  await expect(
    await canvas.findByText("We're sorry, there are not enough tickets available for this event"),
  ).toBeVisible();
  await expect(canvas.getByText('Please try a different date or number of tickets')).toBeVisible();
}

export const SoldOut1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.soldOut} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.soldOut) },
  play: async ({ canvasElement }) => soldOutJourney(canvasElement),
};

export const SoldOut375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.soldOut} />,
  parameters: { containerWidth: 375, corasProvider: provider(FIXTURES.soldOut) },
  play: async ({ canvasElement }) => soldOutJourney(canvasElement),
};

/**
 * The last seats (one-day concert, 3 tickets in all): the date is read-only; 3 tickets are
 * available, a fourth is not.
 */
async function lastSeatsJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  await expect(canvas.getByText('Tue, 1 Dec 2026')).toBeVisible();
  const tickets = canvas.getByRole('button', { name: /^Tickets / });
  await userEvent.click(tickets);
  const panel = await within(document.body).findByRole('dialog', { name: 'Tickets' });
  const plus = within(panel).getByRole('button', { name: 'Add one Adult ticket' });
  await userEvent.click(plus);
  await userEvent.click(plus);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  await optionsShown(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Select' })).toBeVisible();
}

export const LastSeats1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.lastSeats} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.lastSeats) },
  play: async ({ canvasElement }) => lastSeatsJourney(canvasElement),
};

export const LastSeats375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.lastSeats} />,
  parameters: { containerWidth: 375, corasProvider: provider(FIXTURES.lastSeats) },
  play: async ({ canvasElement }) => lastSeatsJourney(canvasElement),
};

/** A malformed availability answer: 'Error!' under the box, no options, the box usable again. */
async function errorJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  const check = canvas.getByRole('button', { name: 'Check Availability' });
  await userEvent.click(check);
  await expect(await canvas.findByText('Error!')).toBeVisible();
  await expect(check).not.toHaveAttribute('aria-busy');
  await expect(canvas.queryByRole('heading', { name: 'Available options' })).toBeNull();
}

const failing = {
  logger: { error: () => undefined, warn: () => undefined },
  fetch: storyFetch({ fault: { path: '/availability', spec: 'malformed' } }),
};

export const Error1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.dublinWalkingTour} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.dublinWalkingTour, failing) },
  play: async ({ canvasElement }) => errorJourney(canvasElement),
};

export const Error375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.dublinWalkingTour} />,
  parameters: { containerWidth: 375, corasProvider: provider(FIXTURES.dublinWalkingTour, failing) },
  play: async ({ canvasElement }) => errorJourney(canvasElement),
};

/** Checking: the button is busy and skeletons hold the options' place. */
async function loadingJourney(canvasElement: HTMLElement) {
  const canvas = await panelReady(canvasElement);
  const check = canvas.getByRole('button', { name: 'Check Availability' });
  await userEvent.click(check);
  await waitFor(() => expect(check).toHaveAttribute('aria-busy', 'true'));
  await expect(canvas.getByRole('status')).toHaveTextContent('Checking availability');
}

const slow = { fetch: storyFetch({ fault: { path: '/availability', spec: 'latency=25000' } }) };

export const Loading1200: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.dublinWalkingTour} />,
  parameters: { containerWidth: 1200, corasProvider: provider(FIXTURES.dublinWalkingTour, slow) },
  play: async ({ canvasElement }) => loadingJourney(canvasElement),
};

export const Loading375: Story = {
  args,
  render: () => <BookingFromSandbox id={FIXTURES.dublinWalkingTour} />,
  parameters: { containerWidth: 375, corasProvider: provider(FIXTURES.dublinWalkingTour, slow) },
  play: async ({ canvasElement }) => loadingJourney(canvasElement),
};
