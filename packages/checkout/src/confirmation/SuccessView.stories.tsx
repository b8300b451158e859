import type { OrderItem } from '@coras/booking-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { englishTranslate } from '../i18n/translate';
import { SuccessView } from './SuccessView';

const walkingTour: OrderItem = {
  reservation_id: 'r-1',
  attraction_name: 'Dublin Walking Tour',
  number_of_tickets: 2,
  total_price: 5000,
  currency: 'EUR',
  start_datetime: '2026-12-05T10:30:00Z',
  timezone: 'Europe/Dublin',
  location_name: 'Trinity College',
  city: 'Dublin',
  image: { url: '/fixtures/images/castle.svg', alt: 'The castle at the start of the tour' },
};

const theatre: OrderItem = {
  reservation_id: 'r-2',
  attraction_name: 'Cork Opera House: A Christmas Carol',
  number_of_tickets: 3,
  total_price: 10500,
  currency: 'EUR',
  start_datetime: '2026-12-12T19:30:00Z',
  timezone: 'Europe/Dublin',
  location_name: 'Cork Opera House',
  city: 'Cork',
  image: { url: '/fixtures/images/theatre.svg', alt: 'The stage of the opera house' },
};

/**
 * The order confirmation (spec 2 §2) with plain props: the title for one or several reservations,
 * the reference, the email, one card per reservation and the Help Centre link.
 */
const meta = {
  title: 'Checkout/Confirmation/SuccessView',
  component: SuccessView,
  args: {
    order: { email: 'ada@example.com', items: [walkingTour], currency: 'EUR', total: 5000 },
    reference: 'CR-20261121-0042',
    locale: 'en-GB',
    t: englishTranslate(),
    onHelpCentre: fn(),
  },
  parameters: { containerWidth: 720 },
} satisfies Meta<typeof SuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One reservation: 'booking', focus on the title, the card's facts in the venue's time zone. */
export const OneReservation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Thanks, your booking is confirmed!' });
    await expect(title).toHaveFocus();
    await expect(canvas.getByText('Order reference: CR-20261121-0042')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 2, name: '2 x tickets for Dublin Walking Tour' }),
    ).toBeVisible();
    await expect(canvas.getByText('Trinity College, Dublin')).toBeVisible();
    await expect(canvas.getByText('€50.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'The castle at the start of the tour' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Help Centre' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHelpCentre).toHaveBeenCalledOnce();
  },
};

/**
 * Where the help page has an address (the widgets' address sync), Help Centre is a real link (spec
 * 2 §2): its address can open in a new tab, and a plain click or Enter opens the help page in place.
 */
export const HelpCentreLink: Story = {
  args: { helpCentreHref: '/en-GB/EUR/help' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Help Centre' })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Help Centre' });
    await expect(link).toHaveAttribute('href', '/en-GB/EUR/help');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHelpCentre).toHaveBeenCalledOnce();
    await userEvent.click(link);
    await expect(args.onHelpCentre).toHaveBeenCalledTimes(2);
    // A Ctrl-click is the browser's (a new tab): the widget leaves it alone.
    // (The story's frame must not follow it: stopped after React has seen it, at the window.)
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    await expect(args.onHelpCentre).toHaveBeenCalledTimes(2);
  },
};

/** Several reservations: 'bookings', one card each. */
export const SeveralReservations: Story = {
  args: {
    order: { email: 'ada@example.com', items: [walkingTour, theatre], currency: 'EUR', total: 15500 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Thanks, your bookings are confirmed!' }),
    ).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByRole('heading', { level: 2, name: '3 x tickets for Cork Opera House: A Christmas Carol' }),
    ).toBeVisible();
    await expect(canvas.getByText('€105.00')).toBeVisible();
  },
};

/** A 375 px container: the cards stack. */
export const SeveralReservations375: Story = {
  ...SeveralReservations,
  parameters: { containerWidth: 375 },
};

/**
 * A reservation with no media (`media: []` is allowed by the contract): the card shows the
 * placeholder image, never 'Loading image...' for ever.
 */
export const ReservationWithoutImage: Story = {
  args: {
    order: {
      email: 'ada@example.com',
      items: [{ ...walkingTour, image: undefined }],
      currency: 'EUR',
      total: 5000,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    const card = canvas.getByRole('listitem');
    await expect(within(card).queryByText(/Loading image/)).toBeNull();
    const box = card.querySelector('[data-status]');
    await expect(box).toHaveAttribute('data-status', 'primary');
    await expect(box?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  },
};
