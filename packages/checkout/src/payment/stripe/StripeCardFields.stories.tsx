import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeStripe } from '../testing/createFakeStripe.test-utils';
import { PaymentDemo } from '../testing/PaymentDemo.test-utils';
import { createStripePaymentProvider } from './createStripePaymentProvider';

/** How Stripe.js arrives in a story: the local stand-in, or a script that fails to load. */
type StripeSource = 'stand-in' | 'rejects' | 'null' | 'pending';

/**
 * The Stripe provider in a payment section as the checkout builds it. Stripe's servers are out of
 * reach (and no story may depend on them), so Stripe.js is a local stand-in that follows its
 * documented interface; the last stories show what the visitor sees when the script cannot load.
 */
function StripeDemo({ source }: { source: StripeSource }) {
  const [provider] = useState(() => {
    const stripe: Promise<Stripe | null> =
      source === 'stand-in'
        ? Promise.resolve(createFakeStripe().stripe)
        : source === 'rejects'
          ? Promise.reject(new Error('Failed to load Stripe.js'))
          : source === 'null'
            ? Promise.resolve(null)
            : new Promise<Stripe | null>(() => undefined);
    return createStripePaymentProvider({
      publishableKey: 'pk_test_storybook',
      stripe,
      loadTimeoutMs: 60_000,
      logger: { warn: () => undefined, error: () => undefined },
    });
  });
  return <PaymentDemo provider={provider} clientSecret="pi_3StoryBook_secret_Demo42" />;
}

const meta = {
  title: 'Checkout/Payment/StripeCardFields',
  component: StripeDemo,
  args: { source: 'stand-in' },
  argTypes: { source: { control: 'inline-radio', options: ['stand-in', 'rejects', 'null', 'pending'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StripeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (width: number, extra: Record<string, unknown> = {}) => ({ containerWidth: width, ...extra });

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: 'Card number' }, { timeout: 10_000 });
  await canvas.findByRole('textbox', { name: 'Credit or debit card CVC/CVV' });
  return canvas;
}

async function typeCard(canvasElement: HTMLElement, number: string) {
  const canvas = await ready(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Credit or debit card number' }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Credit or debit card expiration date' }), '1230');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Credit or debit card CVC/CVV' }), '123');
  return canvas;
}

const empty: Story['play'] = async ({ canvasElement }) => {
  const canvas = await ready(canvasElement);
  for (const name of ['Card number', 'Expiry date', 'CVC'])
    await expect(canvas.getByRole('group', { name })).toBeVisible();
};

/** Stripe's three card elements (here the stand-in's inputs) with the kit's labels. */
export const StandIn1200: Story = { parameters: at(1200), play: empty };
export const StandIn375: Story = { parameters: at(375), play: empty };

/** A test card typed and paid: the brand as text, then the confirmation. */
export const StandInPaid1200: Story = {
  parameters: at(1200),
  play: async ({ canvasElement }) => {
    const canvas = await typeCard(canvasElement, '4242424242424242');
    await expect(canvas.getByText('Visa')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(await canvas.findByText('Card payment confirmed')).toBeVisible();
  },
};

const declined: Story['play'] = async ({ canvasElement }) => {
  const canvas = await typeCard(canvasElement, '4000000000000002');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
  await waitFor(() =>
    expect(canvas.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card was declined.',
    ),
  );
};

/** A declined card: Stripe's message under the card number. */
export const StandInDeclined1200: Story = { parameters: at(1200), play: declined };
export const StandInDeclined375: Story = { parameters: at(375), play: declined };

/** `incorrect_cvc` with `param: cvc`: the message goes under the CVC. */
export const StandInIncorrectCvc: Story = {
  parameters: at(1200),
  play: async ({ canvasElement }) => {
    const canvas = await typeCard(canvasElement, '4000000000000127');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'CVC' })).toHaveAccessibleDescription(
        "Your card's security code is incorrect.",
      ),
    );
  },
};

/** Stripe's own live error while typing (a number failing the Luhn check), announced. */
export const StandInInvalidNumber: Story = {
  parameters: at(375),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Credit or debit card number' }),
      '4242424242424241',
    );
    await expect(canvas.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    await expect(canvas.getByText('Card number: Your card number is invalid.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

/**
 * Stripe.js did not load (`loadStripe` rejected: blocked, offline): an error alert stands where the
 * card fields would be; the rest of the form still works.
 */
function scriptFailed(width: number): Story {
  return {
    args: { source: 'rejects' },
    parameters: at(width),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Payment configuration error. Please try again.');
      await expect(canvas.queryByRole('group', { name: 'Card number' })).toBeNull();
      const email = canvas.getByRole('textbox', { name: 'Email' });
      await userEvent.clear(email);
      await userEvent.type(email, 'ciara@example.com');
      await expect(email).toHaveValue('ciara@example.com');
      await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    },
  };
}

export const ScriptFailed1200 = scriptFailed(1200);
export const ScriptFailed375 = scriptFailed(375);

/** `loadStripe` resolved null (no Stripe object): the same message. */
export const ScriptUnavailable: Story = {
  args: { source: 'null' },
  parameters: at(1200, { visual: false }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Payment configuration error. Please try again.');
  },
};

/** While Stripe.js loads. */
export const Loading: Story = {
  args: { source: 'pending' },
  parameters: at(375),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the card fields…')).toBeVisible();
  },
};
