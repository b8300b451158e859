import { createSandboxApp } from '@coras/sandbox-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardPaymentResult } from '../provider';
import { CardWithoutRoot, renderCard } from '../testing/renderCard.test-utils';
import { createSandboxPayment } from '../testing/sandboxPayment.test-utils';
import { createSandboxPaymentProvider } from './createSandboxPaymentProvider';

const API = 'http://sandbox.test';
const BILLING = {
  name: 'Aoife Byrne',
  email: 'aoife@example.com',
  phone: '+353 1 234 5678',
  address: { line1: '1 Main Street', line2: '', city: 'Dublin', postal_code: 'D02 X285', country: 'IE' },
};

let app: ReturnType<typeof createSandboxApp>;
/** Every request the provider sent, as 'METHOD /path'. */
let requests: string[];
/** The `Coras-Distributor` of each of those requests. */
let distributors: Array<string | null>;
let fetcher: (request: Request) => Promise<Response>;
const logger = { warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  app = createSandboxApp({ today: '2026-11-21' });
  requests = [];
  distributors = [];
  fetcher = async (request) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    distributors.push(request.headers.get('Coras-Distributor'));
    return app.fetch(request);
  };
  logger.warn.mockReset();
  logger.error.mockReset();
});

/**
 * Timers that run each retry wait at once, recording its length: the retries, without waiting.
 * A call's deadline (15 s and more) never falls due here: the in-process sandbox always answers.
 */
const DEADLINE_MS = 15_000;
let waits: number[];
const immediateTimers = {
  setTimeout(callback: () => void, ms: number) {
    if (ms >= DEADLINE_MS) return 0;
    waits.push(ms);
    void Promise.resolve().then(callback);
    return waits.length;
  },
  clearTimeout() {},
};
beforeEach(() => {
  waits = [];
});

const provider = (extra: Partial<Parameters<typeof createSandboxPaymentProvider>[0]> = {}) =>
  createSandboxPaymentProvider({
    apiHost: API,
    distributorId: 'test',
    fetch: fetcher,
    now: () => Date.parse('2026-11-21T09:00:00Z'),
    logger,
    timers: immediateTimers,
    retry: { random: () => 0 },
    ...extra,
  });

const field = (name: string) => screen.getByRole('textbox', { name });

async function typeCard(
  user: ReturnType<typeof renderCard>['user'],
  number: string,
  expiry = '1230',
  cvc = '123',
) {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry date'), expiry);
  await user.type(field('CVC'), cvc);
}

/** The payment of a freshly confirmed basket, opened through the in-process sandbox. */
const openPayment = () => createSandboxPayment(API, async (request) => app.fetch(request));

async function paymentStatus(secret: string) {
  const response = await app.fetch(
    new Request(`${API}/sandbox/payments/${secret}`, { headers: { 'Coras-Distributor': 'test' } }),
  );
  return ((await response.json()) as { status: string }).status;
}

const confirmRequests = () => requests.filter((request) => request.endsWith('/confirm'));

describe('the sandbox provider, chosen explicitly', () => {
  // Issue 28 item 1: the stand-in takes card numbers into our own page, so it says what it is.
  it("says above the form, visibly and in the page's language, that no real payment is taken", () => {
    const { unmount } = renderCard(provider());
    const banner = screen.getByText('Test mode: no real payment');
    expect(banner).toBeVisible();
    // Before the card fields, where the visitor reads it first.
    expect(
      banner.compareDocumentPosition(field('Card number')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();
    renderCard(provider({ texts: { testMode: 'Testmodus: keine echte Zahlung' } }), { locale: 'de-DE' });
    expect(screen.getByText('Testmodus: keine echte Zahlung')).toBeVisible();
  });
});

describe('sandbox card fields', () => {
  it('are three labelled fields with the autofill tokens and a numeric keyboard', () => {
    renderCard(provider());
    expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(field('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    for (const name of ['Card number', 'Expiry date', 'CVC']) {
      expect(field(name)).toHaveAttribute('inputmode', 'numeric');
      expect(field(name)).not.toHaveAttribute('name');
    }
    expect(field('Card number')).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    expect(field('Expiry date')).toHaveAttribute('placeholder', 'MM / YY');
  });

  it('groups the number as typed and shows its brand as text the field is described by', async () => {
    const { user } = renderCard(provider());
    await user.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeVisible();
    expect(field('Card number')).toHaveAccessibleDescription('Visa');

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '378282246310005');
    expect(field('Card number')).toHaveValue('3782 822463 10005');
    expect(field('Card number')).toHaveAccessibleDescription('American Express');
    expect(screen.queryByText('Visa')).toBeNull();
  });

  it('reports completeness on mount and whenever it changes; American Express needs a 4-digit CVC', async () => {
    const { user, completeness } = renderCard(provider());
    expect(completeness).toHaveBeenLastCalledWith({ number: false, expiry: false, cvc: false });
    await typeCard(user, '4242424242424242');
    expect(completeness).toHaveBeenLastCalledWith({ number: true, expiry: true, cvc: true });
    expect(field('Expiry date')).toHaveValue('12 / 30');

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '378282246310005');
    expect(completeness).toHaveBeenLastCalledWith({ number: true, expiry: true, cvc: false });
    await user.type(field('CVC'), '4');
    expect(field('CVC')).toHaveValue('1234');
    expect(completeness).toHaveBeenLastCalledWith({ number: true, expiry: true, cvc: true });
  });

  it('shows a number that fails the Luhn check at once, invalid and announced', async () => {
    const { user, completeness } = renderCard(provider());
    await user.type(field('Card number'), '4242424242424241');
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Card number')).toHaveAccessibleDescription(
      expect.stringContaining('Your card number is invalid.'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Card number: Your card number is invalid.');
    expect(completeness).toHaveBeenLastCalledWith({ number: false, expiry: false, cvc: false });
  });

  it('says an unfinished field is incomplete once the visitor leaves it, and not while typing', async () => {
    const { user } = renderCard(provider());
    await user.type(field('Card number'), '4242 4242');
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    await user.type(field('Expiry date'), '12');
    expect(screen.getByText('Your card number is incomplete.')).toBeVisible();
    await user.type(field('CVC'), '1');
    expect(screen.getByText('Your card’s expiration date is incomplete.')).toBeVisible();
    await user.tab();
    expect(screen.getByText('Your card’s security code is incomplete.')).toBeVisible();
    // Typing again in the number clears its message until the visitor leaves it again.
    await user.type(field('Card number'), '4');
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
  });

  it('refuses an expiry in the past or a month that does not exist', async () => {
    const { user } = renderCard(provider());
    await user.type(field('Expiry date'), '1026');
    expect(screen.getByText('Your card’s expiration year is in the past.')).toBeVisible();
    await user.clear(field('Expiry date'));
    await user.type(field('Expiry date'), '13');
    expect(field('Expiry date')).toHaveValue('13');
    expect(screen.getByText('Your card’s expiration month is invalid.')).toBeVisible();
  });

  it('shows the checkout’s errors under their fields, its own first while what was typed is wrong', async () => {
    const view = renderCard(provider(), {
      errors: {
        number: 'This is a required field',
        expiry: 'This is a required field',
        cvc: 'Your card’s security code is incorrect.',
      },
    });
    expect(field('Card number')).toHaveAccessibleDescription('This is a required field');
    expect(field('CVC')).toHaveAccessibleDescription('Your card’s security code is incorrect.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Card number: This is a required field Expiry date: This is a required field CVC: Your card’s security code is incorrect.',
    );
    await view.user.type(field('Card number'), '4242424242424241');
    expect(field('Card number')).toHaveAccessibleDescription(
      expect.stringContaining('Your card number is invalid.'),
    );
    view.rerenderWith({ errors: {} });
    expect(field('CVC')).not.toHaveAttribute('aria-invalid');
    expect(field('CVC').closest('[data-card-field="cvc"]')).not.toHaveAttribute('data-invalid');
    expect(field('Card number').closest('[data-card-field="number"]')).toHaveAttribute('data-invalid');
  });

  it('can be disabled while a payment runs', () => {
    renderCard(provider(), { disabled: true });
    for (const name of ['Card number', 'Expiry date', 'CVC']) expect(field(name)).toBeDisabled();
  });

  it('keeps the card when the fields remount (Try again shows the form with what was typed)', async () => {
    const view = renderCard(provider());
    await typeCard(view.user, '4242424242424242');
    view.rerenderWith({ disabled: true });
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
  });
});

describe('sandbox card payment', () => {
  it('4242 4242 4242 4242 succeeds: the sandbox payment succeeded, confirmed once', async () => {
    const { clientSecret } = await openPayment();
    const view = renderCard(provider());
    await typeCard(view.user, '4242424242424242');
    requests = [];
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({ status: 'succeeded' });
    expect(await paymentStatus(clientSecret)).toBe('succeeded');
    expect(requests).toEqual([`POST /sandbox/payments/${clientSecret}/confirm`]);
    // The stand-in refuses a call that does not name the distributor, as the real service would.
    expect(distributors).toEqual(['test']);
  });

  it.each([
    ['4000000000000002', 'number', 'Your card was declined.', 'card_declined'],
    ['4000000000009995', 'number', 'Your card has insufficient funds.', 'card_declined'],
    ['4000000000000069', 'expiry', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', 'cvc', 'Your card’s security code is incorrect.', 'incorrect_cvc'],
    [
      '4000000000000119',
      'number',
      'An error occurred while processing your card. Try again in a little bit.',
      'processing_error',
    ],
  ])(
    '%s fails on the %s field with the provider’s message; the payment stays open',
    async (number, fieldName, message, code) => {
      const { clientSecret } = await openPayment();
      const view = renderCard(provider());
      await typeCard(view.user, number);
      await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({
        status: 'failed',
        field: fieldName,
        message,
        code,
      });
      expect(await paymentStatus(clientSecret)).toBe('requires_payment_method');
    },
  );

  it('a declined card, then a good one on the same payment: paid', async () => {
    const { clientSecret } = await openPayment();
    const view = renderCard(provider());
    await typeCard(view.user, '4000000000000002');
    expect((await view.card().confirm(clientSecret, BILLING)).status).toBe('failed');
    await view.user.clear(field('Card number'));
    await view.user.type(field('Card number'), '4242424242424242');
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({ status: 'succeeded' });
  });

  it('a card the sandbox finds incomplete (a 15-digit Visa it will not take) is routed to its field', async () => {
    const { clientSecret } = await openPayment();
    const view = renderCard(provider());
    await typeCard(view.user, '4242', '1230', '123');
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({
      status: 'failed',
      field: 'number',
      message: 'Your card number is incomplete.',
      code: 'incomplete_number',
    });
  });

  describe('the extra authentication step (4000 0027 6000 3184)', () => {
    async function startAuthentication() {
      const { clientSecret } = await openPayment();
      const view = renderCard(provider());
      await typeCard(view.user, '4000002760003184');
      let result: Promise<CardPaymentResult> | undefined;
      act(() => {
        result = view.card().confirm(clientSecret, BILLING);
      });
      const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
      expect(dialog).toHaveAccessibleDescription(
        'Your bank asks for an extra step before it accepts this card. In the sandbox, choose how that step ends.',
      );
      expect(await paymentStatus(clientSecret)).toBe('requires_action');
      return { view, dialog, clientSecret, result: result as Promise<CardPaymentResult> };
    }

    it('opens a dialog with focus inside; Complete authentication pays', async () => {
      const { view, dialog, clientSecret, result } = await startAuthentication();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await view.user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
      await expect(result).resolves.toEqual({ status: 'succeeded' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await paymentStatus(clientSecret)).toBe('succeeded');
    });

    it('Fail authentication fails the payment on the number field and leaves it open for another card', async () => {
      const { view, dialog, clientSecret, result } = await startAuthentication();
      await view.user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
      await expect(result).resolves.toEqual({
        status: 'failed',
        field: 'number',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        code: 'payment_intent_authentication_failure',
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await paymentStatus(clientSecret)).toBe('requires_payment_method');
    });

    it('closing the dialog (Escape) fails the step, as Stripe’s does', async () => {
      const { view, result } = await startAuthentication();
      await view.user.keyboard('{Escape}');
      await expect(result).resolves.toMatchObject({
        status: 'failed',
        code: 'payment_intent_authentication_failure',
      });
    });
  });

  it('a malformed client secret is never sent: Invalid payment configuration', async () => {
    const view = renderCard(provider());
    await typeCard(view.user, '4242424242424242');
    await expect(view.card().confirm('not-a-secret', BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'Invalid payment configuration. Please try again.',
      code: 'invalid_client_secret',
    });
    expect(requests).toEqual([]);
  });

  it('a secret the sandbox does not know is a configuration error', async () => {
    const view = renderCard(provider());
    await typeCard(view.user, '4242424242424242');
    await expect(view.card().confirm('pi_unknown123_secret_abc456', BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'Payment configuration error. Please try again.',
      code: 'resource_missing',
    });
  });

  it('a double click confirms once: a second call joins the first', async () => {
    const { clientSecret } = await openPayment();
    const view = renderCard(provider());
    await typeCard(view.user, '4242424242424242');
    requests = [];
    const [first, second] = await Promise.all([
      view.card().confirm(clientSecret, BILLING),
      view.card().confirm(clientSecret, BILLING),
    ]);
    expect(first).toEqual({ status: 'succeeded' });
    expect(second).toEqual({ status: 'succeeded' });
    expect(confirmRequests()).toHaveLength(1);
  });

  it('confirming a payment an earlier attempt already paid reports it paid, never charging again', async () => {
    const { clientSecret } = await openPayment();
    const view = renderCard(provider());
    await typeCard(view.user, '4242424242424242');
    await view.card().confirm(clientSecret, BILLING);
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({ status: 'succeeded' });
  });

  it('a broken connection is the unexpected message (unless the payment went through)', async () => {
    const { clientSecret } = await openPayment();
    const failing = provider({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const view = renderCard(failing);
    await typeCard(view.user, '4242424242424242');
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'An unexpected error occurred. Please try again.',
      code: 'unexpected',
    });
    expect(logger.error).toHaveBeenCalled();
  });

  it('an answer that reached the sandbox before the connection broke counts as paid', async () => {
    const { clientSecret } = await openPayment();
    const dropping = provider({
      fetch: async (request) => {
        const response = await app.fetch(request);
        if (request.url.endsWith('/confirm')) throw new TypeError('network connection lost');
        return response;
      },
    });
    const view = renderCard(dropping);
    await typeCard(view.user, '4242424242424242');
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({ status: 'succeeded' });
  });

  it('a sandbox fault that outlasts the retries is the processing message', async () => {
    const { clientSecret } = await openPayment();
    const faulty = provider({
      fetch: async (request) =>
        app.fetch(
          new Request(request, {
            headers: { ...Object.fromEntries(request.headers), 'X-Sandbox-Fault': '503' },
          }),
        ),
    });
    const view = renderCard(faulty);
    await typeCard(view.user, '4242424242424242');
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({
      status: 'failed',
      message: 'An error occurred while processing your payment. Please try again.',
      code: 'http_503',
    });
    // The API client's rules: three retries after 1000, 2000 and 4000 ms.
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('retries a 5xx and a dropped connection of the card confirmation, and pays once', async () => {
    const { clientSecret } = await openPayment();
    const faults = ['503', 'drop'];
    const flaky = provider({
      fetch: async (request) => {
        const fault = request.url.endsWith('/confirm') ? faults.shift() : undefined;
        return fetcher(
          fault
            ? new Request(request, {
                headers: { ...Object.fromEntries(request.headers), 'X-Sandbox-Fault': fault },
              })
            : request,
        );
      },
    });
    const view = renderCard(flaky);
    await typeCard(view.user, '4242424242424242');
    await expect(view.card().confirm(clientSecret, BILLING)).resolves.toEqual({ status: 'succeeded' });
    expect(confirmRequests()).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(await paymentStatus(clientSecret)).toBe('succeeded');
  });

  it('takes translated texts from a function of the locale', async () => {
    renderCard(
      provider({
        texts: (locale) =>
          locale === 'de-DE' ? { expiryPlaceholder: 'MM / JJ', brands: { visa: 'VISA' } } : {},
      }),
      { locale: 'de-DE' },
    );
    expect(field('Expiry date')).toHaveAttribute('placeholder', 'MM / JJ');
  });

  it('useCard() outside Root says so', () => {
    const lonely = provider();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CardWithoutRoot provider={lonely} />)).toThrow(
      /inside the sandbox payment provider's <Root>/,
    );
  });
});
