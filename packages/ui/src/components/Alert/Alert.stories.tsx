import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';
import { alertStatuses } from './Alert.css';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Your booking is confirmed', children: 'We have sent the tickets to your email address.' },
  argTypes: {
    status: { control: 'inline-radio', options: alertStatuses },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced politely (`role="status"`). */
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-status', 'success');
  },
};

/** The details page's availability alert (spec 2 §9). */
export const Warning: Story = {
  args: {
    status: 'warning',
    title: "We're sorry, there are not enough tickets available for this event",
    children: 'Please try a different date or number of tickets',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-status', 'warning');
  },
};

/** The checkout's failure view (spec 2 §2): announced at once (`role="alert"`), with its action. */
export const ErrorStatus: Story = {
  name: 'Error',
  args: {
    status: 'error',
    title: 'Sorry, your order was not successful',
    children: 'Your card has not been charged. Please check your details and try again.',
    action: <Button variant="outlined">Try again</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, your order was not successful');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, status: 'warning', children: 'Only 3 tickets left.' },
};

export const WithoutIcon: Story = { args: { icon: false } };

/** At 1200 px the alert stops at its 800 px maximum (spec 1 §9). */
export const Desktop1200: Story = {
  args: {
    status: 'error',
    title: 'Sorry, your order was not successful',
    action: <Button onClick={fn()}>Try again</Button>,
  },
  parameters: { containerWidth: 1200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').getBoundingClientRect().width).toBe(800);
  },
};

export const Tablet768: Story = {
  args: { status: 'warning', action: <Button variant="outlined">Change date</Button> },
  parameters: { containerWidth: 768 },
};

/** At 375 px the action drops under the text rather than squeezing it. */
export const Mobile375: Story = {
  args: {
    status: 'error',
    title: 'Sorry, your order was not successful',
    action: <Button>Try again</Button>,
  },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const button = canvas.getByRole('button', { name: 'Try again' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      alert.getBoundingClientRect().right,
    );
  },
};

/** Long German words break inside a 375 px container instead of overflowing it. */
export const LongGermanWords: Story = {
  args: {
    status: 'warning',
    title: 'Veranstaltungsplatzkontingentüberschreitungsbenachrichtigung',
    children: 'Bitte wählen Sie ein anderes Datum oder eine geringere Eintrittskartenanzahlbeschränkung.',
  },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
