import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPaymentProvider } from './createPaymentProvider';
import { createFakeStripe } from './testing/createFakeStripe.test-utils';
import { renderCard } from './testing/renderCard.test-utils';

const logger = { warn: vi.fn(), error: vi.fn() };

describe('createPaymentProvider', () => {
  it('is Stripe when a publishable key is configured', async () => {
    const fake = createFakeStripe();
    const provider = createPaymentProvider({
      apiHost: 'http://sandbox.test',
      distributorId: 'test',
      stripePublishableKey: ' pk_test_123 ',
      stripe: Promise.resolve(fake.stripe),
      logger,
    });
    expect(provider.kind).toBe('stripe');
    renderCard(provider);
    expect(await screen.findByRole('group', { name: 'Card number' })).toBeVisible();
  });

  it.each([[undefined], [null], [''], ['   ']])('is the sandbox without a key (%j)', (key) => {
    const provider = createPaymentProvider({
      apiHost: 'http://sandbox.test',
      distributorId: 'test',
      stripePublishableKey: key,
      logger,
    });
    expect(provider.kind).toBe('sandbox');
    renderCard(provider);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('autocomplete', 'cc-number');
  });
});
