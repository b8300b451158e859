import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCheckout } from '../../test/harness.test-utils';
import { createPaymentProvider } from './createPaymentProvider';
import { createFakeStripe } from './testing/createFakeStripe.test-utils';
import { renderCard } from './testing/renderCard.test-utils';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('createPaymentProvider', () => {
  it('is Stripe when a publishable key is configured', async () => {
    const fake = createFakeStripe();
    const provider = createPaymentProvider({
      stripePublishableKey: ' pk_test_123 ',
      stripe: Promise.resolve(fake.stripe),
      logger: logger(),
    });
    expect(provider.kind).toBe('stripe');
    renderCard(provider);
    expect(await screen.findByRole('group', { name: 'Card number' })).toBeVisible();
  });

  // Issue 28 item 1: an integrator who forgets the key must not get a card form of our own, which
  // would take real card numbers into a page outside Stripe's PCI scope.
  it.each([[undefined], [null], [''], ['   ']])(
    'fails closed without a key (%j): the payment page says payments are not set up, shows no card field and takes no payment, and the console names the setting',
    async (key) => {
      const log = logger();
      const provider = createPaymentProvider({ stripePublishableKey: key, logger: log });
      const { sandbox } = await renderCheckout({ props: { provider } });

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Card payment is not available');
      expect(screen.getByRole('alert')).toHaveTextContent(
        "This site has not set up card payments yet, so bookings cannot be paid here. Please contact the site's owner.",
      );
      expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'CVC' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      expect(sandbox.requests.map((request) => new URL(request.url).pathname)).not.toContainEqual(
        expect.stringContaining('/sandbox/payments'),
      );
      expect(log.error).toHaveBeenCalledTimes(1);
      const [logged] = log.error.mock.calls[0] ?? [];
      expect(logged).toContain('stripe-publishable-key');
      expect(logged).toContain('stripePublishableKey');
      expect(logged).toContain('payment-provider="sandbox"');
    },
  );
});
