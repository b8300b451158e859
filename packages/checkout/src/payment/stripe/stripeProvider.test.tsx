import type { Stripe } from '@stripe/stripe-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingDetails, CardPaymentResult } from '../provider';
import {
  createFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
} from '../testing/createFakeStripe.test-utils';
import { CardWithoutRoot, renderCard } from '../testing/renderCard.test-utils';
import {
  createStripePaymentProvider,
  type StripePaymentProviderOptions,
  stripeLocale,
} from './createStripePaymentProvider';

const SECRET = 'pi_3PaYm3nT_secret_Xy7Zq9';
const BILLING: BillingDetails = {
  name: 'Aoife Byrne',
  email: 'aoife@example.com',
  phone: '+353 1 234 5678',
  address: {
    line1: '1 Main Street',
    line2: 'Apartment 4',
    city: 'Dublin',
    postal_code: 'D02 X285',
    country: 'IE',
  },
};

const logger = { warn: vi.fn(), error: vi.fn() };
beforeEach(() => {
  logger.warn.mockReset();
  logger.error.mockReset();
});

function setup(fakeOptions: FakeStripeOptions = {}, options: Partial<StripePaymentProviderOptions> = {}) {
  const fake = createFakeStripe(fakeOptions);
  const provider = createStripePaymentProvider({
    publishableKey: 'pk_test_standin',
    stripe: Promise.resolve(fake.stripe),
    logger,
    ...options,
  });
  return { fake, provider };
}

/** Renders the fields and waits until Stripe's (stand-in) elements are mounted. */
async function renderReady(
  fake: FakeStripe,
  provider: ReturnType<typeof setup>['provider'],
  locale = 'en-GB',
) {
  const view = renderCard(provider, { locale });
  await screen.findByRole('group', { name: 'Card number' });
  await waitFor(() => expect(fake.element('cardCvc')?.input).toBeDefined());
  return view;
}

/** Types a whole card into the stand-in's inputs, as a visitor does into Stripe's iframes. */
async function typeCard(
  view: Awaited<ReturnType<typeof renderReady>>,
  number: string,
  expiry = '1230',
  cvc = '123',
) {
  await view.user.type(screen.getByRole('textbox', { name: 'Credit or debit card number' }), number);
  await view.user.type(screen.getByRole('textbox', { name: 'Credit or debit card expiration date' }), expiry);
  await view.user.type(screen.getByRole('textbox', { name: 'Credit or debit card CVC/CVV' }), cvc);
}

describe('Stripe card fields', () => {
  it('mount CardNumber, CardExpiry and CardCvc elements in labelled groups, in the visitor’s locale', async () => {
    const { fake, provider } = setup();
    await renderReady(fake, provider, 'de-DE');
    for (const name of ['Card number', 'Expiry date', 'CVC'])
      expect(screen.getByRole('group', { name })).toBeVisible();
    expect(fake.calls.elements).toEqual([{ locale: 'de' }]);
    expect(fake.element('cardNumber')?.options).toMatchObject({
      disabled: false,
      style: { base: { fontSize: '16px' } },
    });
    const group = screen.getByRole('group', { name: 'Card number' });
    expect(group).toContainElement(fake.element('cardNumber')?.input as HTMLElement);
  });

  it('report completeness from the elements’ change events, and show the brand', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    expect(view.completeness).toHaveBeenLastCalledWith({ number: false, expiry: false, cvc: false });
    await typeCard(view, '4242424242424242');
    expect(view.completeness).toHaveBeenLastCalledWith({ number: true, expiry: true, cvc: true });
    expect(screen.getByText('Visa')).toBeVisible();
  });

  it('show Stripe’s own message while what was typed is wrong, announced, else the checkout’s', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    view.rerenderWith({ errors: { cvc: 'Your card’s security code is incorrect.' } });
    const cvc = screen.getByRole('group', { name: 'CVC' });
    expect(cvc).toHaveAccessibleDescription('Your card’s security code is incorrect.');
    expect(cvc.parentElement).toHaveAttribute('data-invalid');

    act(() =>
      fake.element('cardNumber')?.emit('change', {
        elementType: 'cardNumber',
        empty: false,
        complete: false,
        brand: 'visa',
        error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
      }),
    );
    expect(screen.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Card number: Your card number is invalid. CVC: Your card’s security code is incorrect.',
    );
  });

  it('focusing a field’s box (the checkout focusing the first invalid field) focuses Stripe’s input', async () => {
    const { fake, provider } = setup();
    await renderReady(fake, provider);
    act(() => screen.getByRole('group', { name: 'Expiry date' }).focus());
    expect(fake.element('cardExpiry')?.input).toHaveFocus();
  });

  it('pass `disabled` on to the elements', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    view.rerenderWith({ disabled: true });
    await waitFor(() => expect(fake.element('cardNumber')?.options.disabled).toBe(true));
    expect(fake.element('cardCvc')?.input).toBeDisabled();
  });
});

describe('Stripe card payment', () => {
  it('confirms with the number element and the billing details exactly; success', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    await typeCard(view, '4242424242424242');
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({ status: 'succeeded' });
    expect(fake.calls.confirmCardPayment).toEqual([
      {
        clientSecret: SECRET,
        data: { payment_method: { card: fake.element('cardNumber'), billing_details: BILLING } },
      },
    ]);
  });

  it('leaves out the optional billing details the checkout did not give', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    await typeCard(view, '4242424242424242');
    const billing: BillingDetails = {
      name: 'Aoife Byrne',
      address: { line1: '1 Main Street', city: 'Dublin', postal_code: 'D02 X285', country: 'IE' },
    };
    await view.card().confirm(SECRET, billing);
    expect(fake.calls.confirmCardPayment[0]?.data?.payment_method).toEqual({
      card: fake.element('cardNumber'),
      billing_details: billing,
    });
  });

  it.each([
    ['4000000000000002', 'number', 'Your card was declined.', 'card_declined'],
    ['4000000000009995', 'number', 'Your card has insufficient funds.', 'card_declined'],
    ['4000000000000069', 'expiry', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', 'cvc', "Your card's security code is incorrect.", 'incorrect_cvc'],
    [
      '4000000000000119',
      'number',
      'An error occurred while processing your card. Try again in a little bit.',
      'processing_error',
    ],
  ])(
    'a card error (%s) goes to the %s field by param/code, number by default',
    async (number, field, message, code) => {
      const { fake, provider } = setup();
      const view = await renderReady(fake, provider);
      await typeCard(view, number);
      await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({
        status: 'failed',
        field,
        message,
        code,
      });
    },
  );

  it.each([
    [
      {
        type: 'validation_error',
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      },
      'expiry',
    ],
    [
      { type: 'validation_error', param: 'exp_year', message: "Your card's expiration year is invalid." },
      'expiry',
    ],
    [
      {
        type: 'validation_error',
        code: 'incomplete_cvc',
        message: "Your card's security code is incomplete.",
      },
      'cvc',
    ],
    [
      {
        type: 'card_error',
        param: 'number',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      },
      'number',
    ],
  ] as const)('a validation error %j goes to the %s field', async (error, field) => {
    const { fake, provider } = setup({ respond: () => ({ error }) });
    const view = await renderReady(fake, provider);
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({
      status: 'failed',
      field,
      message: error.message,
      code: 'code' in error ? error.code : error.type,
    });
  });

  it('unfinished fields: Stripe’s validation error on the number field', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({
      status: 'failed',
      field: 'number',
      message: 'Your card number is incomplete.',
      code: 'incomplete_number',
    });
  });

  it('3-D Secure is Stripe’s: completed, paid; failed, the number field says so', async () => {
    const completed = setup({ authentication: 'complete' });
    const view = await renderReady(completed.fake, completed.provider);
    await typeCard(view, '4000002760003184');
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({ status: 'succeeded' });
    view.unmount();

    const failed = setup({ authentication: 'fail' });
    const second = await renderReady(failed.fake, failed.provider);
    await typeCard(second, '4000002760003184');
    await expect(second.card().confirm(SECRET, BILLING)).resolves.toEqual({
      status: 'failed',
      field: 'number',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      code: 'payment_intent_authentication_failure',
    });
  });

  it('an API error is shown as given, above the form; without a message, the processing message', async () => {
    let message: string | undefined = 'Stripe is having trouble right now.';
    const { fake, provider } = setup({
      respond: () => ({ error: { type: 'api_error', ...(message ? { message } : {}) } }),
    });
    const view = await renderReady(fake, provider);
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({
      status: 'failed',
      field: undefined,
      message: 'Stripe is having trouble right now.',
      code: 'api_error',
    });
    message = undefined;
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({
      status: 'failed',
      field: undefined,
      message: 'An error occurred while processing your payment. Please try again.',
      code: 'api_error',
    });
  });

  it.each([
    ['an unknown payment intent', { knownSecrets: [] }],
    [
      'a wrong publishable key',
      {
        respond: () => ({
          error: { type: 'authentication_error' as const, message: 'Invalid API Key provided.' },
        }),
      },
    ],
  ])('%s is the configuration message', async (_case, fakeOptions) => {
    const { fake, provider } = setup(fakeOptions);
    const view = await renderReady(fake, provider);
    await typeCard(view, '4242424242424242');
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toMatchObject({
      status: 'failed',
      message: 'Payment configuration error. Please try again.',
    });
  });

  it('a malformed client secret is never sent: Invalid payment configuration', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    await expect(view.card().confirm('pi_123', BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'Invalid payment configuration. Please try again.',
      code: 'invalid_client_secret',
    });
    expect(fake.calls.confirmCardPayment).toEqual([]);
  });

  it('a secret Stripe.js refuses (IntegrationError) is Invalid payment configuration too', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    await expect(view.card().confirm('seti_1Abc_secret_Def', BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'Invalid payment configuration. Please try again.',
      code: 'invalid_client_secret',
    });
    expect(fake.calls.confirmCardPayment).toHaveLength(1);
  });

  it('anything that throws is the unexpected message', async () => {
    const { fake, provider } = setup({
      respond: () => {
        throw new TypeError('Cannot read properties of undefined');
      },
    });
    const view = await renderReady(fake, provider);
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'An unexpected error occurred. Please try again.',
      code: 'unexpected',
    });
    expect(logger.error).toHaveBeenCalled();
  });

  it('a double click confirms once; a retry of a paid secret reports it paid', async () => {
    const { fake, provider } = setup();
    const view = await renderReady(fake, provider);
    await typeCard(view, '4242424242424242');
    const results = await Promise.all([
      view.card().confirm(SECRET, BILLING),
      view.card().confirm(SECRET, BILLING),
    ]);
    expect(results).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    expect(fake.calls.confirmCardPayment).toHaveLength(1);
    await expect(view.card().confirm(SECRET, BILLING)).resolves.toEqual({ status: 'succeeded' });
    expect(fake.calls.confirmCardPayment).toHaveLength(2);
  });
});

describe('when Stripe.js cannot load', () => {
  it.each([
    ['loadStripe rejects', () => Promise.reject(new Error('Failed to load Stripe.js'))],
    ['loadStripe resolves null', () => Promise.resolve(null)],
  ])(
    '%s: an error alert in place of the fields; confirm answers the configuration message',
    async (_case, stripe) => {
      const provider = createStripePaymentProvider({ publishableKey: 'pk_test_x', stripe: stripe(), logger });
      const view = renderCard(provider);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment configuration error. Please try again.',
      );
      expect(screen.queryByRole('group')).toBeNull();
      expect(view.completeness).toHaveBeenLastCalledWith({ number: false, expiry: false, cvc: false });
      const result: CardPaymentResult = await view.card().confirm(SECRET, BILLING);
      expect(result).toEqual({
        status: 'failed',
        message: 'Payment configuration error. Please try again.',
        code: 'stripe_unavailable',
      });
      expect(logger.error).toHaveBeenCalled();
    },
  );

  it('says it is loading meanwhile, and gives up after the load timeout', async () => {
    const provider = createStripePaymentProvider({
      publishableKey: 'pk_test_x',
      stripe: new Promise<Stripe | null>(() => undefined),
      loadTimeoutMs: 50,
      logger,
    });
    renderCard(provider);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the card fields…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment configuration error. Please try again.',
    );
  });
});

describe('the Stripe provider', () => {
  it('maps the storefront’s locales to Stripe’s', () => {
    expect(stripeLocale('en-GB')).toBe('en-GB');
    expect(stripeLocale('de-DE')).toBe('de');
    expect(stripeLocale('pt-BR')).toBe('pt-BR');
    expect(stripeLocale('fr-MA')).toBe('fr');
    expect(stripeLocale('is-IS')).toBe('auto');
  });

  it('useCard() outside Root says so', () => {
    const { provider } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CardWithoutRoot provider={provider} />)).toThrow(
      /inside the Stripe payment provider's <Root>/,
    );
  });
});
