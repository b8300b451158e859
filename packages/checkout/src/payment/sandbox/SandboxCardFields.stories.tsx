import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSandboxPaymentProvider } from '../../sandbox';
import { PaymentDemo } from '../testing/PaymentDemo.test-utils';
import { createSandboxPayment, type SandboxPayment } from '../testing/sandboxPayment.test-utils';

declare const __CORAS_SANDBOX_URL__: string;

/** The sandbox these stories pay through (the test run's own, else `pnpm dev`'s). */
const sandboxUrl = () =>
  (globalThis as { corasSandboxUrl?: string }).corasSandboxUrl ?? __CORAS_SANDBOX_URL__;

// The sandbox's clock is pinned to 2026-11-21; the fields check the expiry against the same day.
const provider = createSandboxPaymentProvider({
  apiHost: sandboxUrl(),
  distributorId: 'storybook',
  now: () => Date.parse('2026-11-21T09:00:00Z'),
});

/**
 * The sandbox's card fields in a payment section as the checkout builds it: empty, filled, the
 * brand, each field's errors, the checkout's required messages, declined cards, and the extra
 * authentication step — against the real sandbox API, at 1200 and 375 px wide containers.
 */
const meta = {
  title: 'Checkout/Payment/SandboxCardFields',
  component: PaymentDemo,
  args: { provider },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories that pay open a real payment in the sandbox first. */
const withPayment = {
  loaders: [async () => ({ payment: await createSandboxPayment(sandboxUrl()) })],
  render: (args: Parameters<typeof PaymentDemo>[0], { loaded }: { loaded: { payment?: SandboxPayment } }) => (
    <PaymentDemo {...args} clientSecret={loaded.payment?.clientSecret} />
  ),
};

const at = (width: number, extra: Record<string, unknown> = {}) => ({ containerWidth: width, ...extra });

async function typeCard(canvasElement: HTMLElement, number: string, expiry = '1230', cvc = '123') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), expiry);
  await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), cvc);
  return canvas;
}

const empty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
    'autocomplete',
    'cc-number',
  );
  await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveAttribute(
    'autocomplete',
    'cc-exp',
  );
  await expect(canvas.getByRole('textbox', { name: 'CVC' })).toHaveAttribute('autocomplete', 'cc-csc');
};

export const Empty1200: Story = { parameters: at(1200), play: empty };
export const Empty375: Story = { parameters: at(375), play: empty };

const filled: Story['play'] = async ({ canvasElement }) => {
  const canvas = await typeCard(canvasElement, '4242424242424242');
  await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Visa');
  await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12 / 30');
};

/** A complete Visa card: grouped 4-4-4-4, its brand as text. */
export const Filled1200: Story = { parameters: at(1200), play: filled };
export const Filled375: Story = { parameters: at(375), play: filled };

/** American Express: grouped 4-6-5, a 4-digit CVC. */
export const BrandAmericanExpress: Story = {
  parameters: at(375),
  play: async ({ canvasElement }) => {
    const canvas = await typeCard(canvasElement, '378282246310005', '0531', '1234');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('3782 822463 10005');
    await expect(canvas.getByText('American Express')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).toHaveValue('1234');
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).not.toHaveAttribute('aria-invalid');
  },
};

const fieldErrors: Story['play'] = async ({ canvasElement }) => {
  const canvas = await typeCard(canvasElement, '4242424242424241', '0120', '1');
  await userEvent.tab();
  await expect(canvas.getByText('Your card number is invalid.')).toBeVisible();
  await expect(canvas.getByText('Your card’s expiration year is in the past.')).toBeVisible();
  await expect(canvas.getByText('Your card’s security code is incomplete.')).toBeVisible();
  for (const name of ['Card number', 'Expiry date', 'CVC'])
    await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.getByText(/^Card number: Your card number is invalid\./)).toHaveAttribute(
    'aria-live',
    'polite',
  );
};

/** Each field's own error: a number failing the Luhn check, an expiry in the past, an unfinished CVC. */
export const FieldErrors1200: Story = { parameters: at(1200), play: fieldErrors };
export const FieldErrors375: Story = { parameters: at(375), play: fieldErrors };

/** Pay now with nothing typed: the checkout's 'This is a required field' under each field. */
export const RequiredErrors1200: Story = {
  parameters: at(1200),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(canvas.getAllByText('This is a required field')).toHaveLength(3);
  },
};

function declined(number: string, message: string, field: string): Story {
  return {
    ...withPayment,
    play: async ({ canvasElement }) => {
      const canvas = await typeCard(canvasElement, number);
      await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
      const input = canvas.getByRole('textbox', { name: field });
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)), {
        timeout: 10_000,
      });
      await expect(canvas.getByRole('button', { name: 'Pay now' })).not.toHaveAttribute('aria-busy');
    },
  };
}

/** 4000 0000 0000 0002: declined, on the number field. */
export const Declined1200: Story = {
  ...declined('4000000000000002', 'Your card was declined.', 'Card number'),
  parameters: at(1200),
};
export const Declined375: Story = {
  ...declined('4000000000000002', 'Your card was declined.', 'Card number'),
  parameters: at(375),
};

/** 4000 0000 0000 9995: insufficient funds. */
export const InsufficientFunds: Story = {
  ...declined('4000000000009995', 'Your card has insufficient funds.', 'Card number'),
  parameters: at(1200, { visual: false }),
};

/** 4000 0000 0000 0127: the provider's `param: cvc` puts the message on the CVC. */
export const IncorrectCvc: Story = {
  ...declined('4000000000000127', 'Your card’s security code is incorrect.', 'CVC'),
  parameters: at(1200),
};

/** Pays with the card that asks for the extra authentication step; returns the open dialog. */
async function openAuthentication(canvasElement: HTMLElement) {
  const canvas = await typeCard(canvasElement, '4000002760003184');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole(
    'dialog',
    { name: 'Confirm this payment with your bank' },
    { timeout: 10_000 },
  );
  await waitFor(() =>
    expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
  );
  return { canvas, dialog: within(dialog) };
}

const authenticationOpen: Story = {
  ...withPayment,
  play: async ({ canvasElement }) => {
    const { dialog } = await openAuthentication(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeVisible();
  },
};

/** 4000 0027 6000 3184: the bank's extra step, as a modal dialog over the page. */
export const AuthenticationDialog1200: Story = {
  ...authenticationOpen,
  parameters: at(1200, { visual: { fullPage: true } }),
};
export const AuthenticationDialog375: Story = {
  ...authenticationOpen,
  parameters: at(375, { visual: { fullPage: true } }),
};

/** Complete authentication: the card payment is confirmed; focus returns to Pay now. */
export const AuthenticationCompleted: Story = {
  ...withPayment,
  parameters: at(1200),
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openAuthentication(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Complete authentication' }));
    await expect(await canvas.findByText('Card payment confirmed', {}, { timeout: 10_000 })).toBeVisible();
    // The dialog leaves after its fade-out, which can outlast the confirmation's first paint.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay now' })).toHaveFocus());
  },
};

/** Fail authentication: the payment fails with the provider's message on the number field. */
export const AuthenticationFailed: Story = {
  ...withPayment,
  parameters: at(1200),
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openAuthentication(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Fail authentication' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
          expect.stringContaining('We are unable to authenticate your payment method.'),
        ),
      { timeout: 10_000 },
    );
  },
};
