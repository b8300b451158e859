import { SUPPORTED_LOCALES } from '@coras/booking-core';
import { describe, expect, it } from 'vitest';
import { commonMessages } from '../commonMessages';
import { checkoutMessages, loadCheckoutMessages } from '../messages';

const ownKeys = Object.keys(checkoutMessages)
  .filter((key) => !(key in commonMessages))
  .sort();

describe('loadCheckoutMessages', () => {
  it('gives every supported locale the checkout’s own keys, each with a text', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = await loadCheckoutMessages(locale);
      const own = Object.keys(messages).filter((key) => !(key in commonMessages));
      expect(own.sort(), locale).toEqual(ownKeys);
      expect(
        own.filter((key) => messages[key as keyof typeof messages].trim() === ''),
        locale,
      ).toEqual([]);
    }
  });

  it('translates where the locale writes its own, and reads as English or French where it does not', async () => {
    expect((await loadCheckoutMessages('de-DE'))['checkout.payNow']).toBe('Jetzt bezahlen');
    expect((await loadCheckoutMessages('en-US'))['checkout.field.postcode']).toBe('ZIP code');
    expect(await loadCheckoutMessages('en-IE')).toBe(checkoutMessages);
    expect(await loadCheckoutMessages('en-GB')).toBe(checkoutMessages);
    expect(await loadCheckoutMessages('fr-MA')).toBe(await loadCheckoutMessages('fr-FR'));
  });

  it('writes American English throughout en-US: a cart, never a basket', async () => {
    const messages = await loadCheckoutMessages('en-US');
    const own = Object.entries(messages).filter(([key]) => !(key in commonMessages));
    expect(own.filter(([, text]) => /basket/i.test(text))).toEqual([]);
  });
});
