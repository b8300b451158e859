import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { englishTranslate } from '../i18n/translate';
import { FailureView, PendingView } from './FailureView';

/**
 * The failure view (spec 2 §2) with plain props: the error alert, the card provider's detail and
 * 'Try again', which takes the focus.
 */
const meta = {
  title: 'Checkout/Confirmation/FailureView',
  component: FailureView,
  args: { t: englishTranslate(), onTryAgain: fn() },
  parameters: { containerWidth: 720 },
} satisfies Meta<typeof FailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's text; 'Try again' is focused and answers Enter. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sorry, your order was not successful')).toBeVisible();
    await expect(
      canvas.getByText('Your card has not been charged. Please check your details and try again.'),
    ).toBeVisible();
    const tryAgain = canvas.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** A declined card: the provider's message under the spec's text. */
export const Declined: Story = {
  args: { detail: 'Your card was declined.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your card was declined.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** A 375 px container. */
export const Declined375: Story = { ...Declined, parameters: { containerWidth: 375 } };

/**
 * Polling gave up with the payment still pending: no 'not charged' claim, the email and reference,
 * and 'Check again' focused.
 */
export const Pending: Story = {
  render: (args) => (
    <PendingView
      t={args.t}
      email="ada@example.com"
      reference="CR-20261121-0042"
      onCheckAgain={args.onTryAgain}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your payment has not been confirmed yet')).toBeVisible();
    await expect(canvas.getByText(/ada@example\.com/)).toBeVisible();
    await expect(canvas.getByText('Order reference: CR-20261121-0042')).toBeVisible();
    await expect(canvas.queryByText(/has not been charged/)).toBeNull();
    const checkAgain = canvas.getByRole('button', { name: 'Check again' });
    await expect(checkAgain).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};
