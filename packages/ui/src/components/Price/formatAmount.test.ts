import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

describe('formatAmount: the Price of an amount, currency and locale (spec 1 §2)', () => {
  it('defaults to 100 USD in en-US', () => {
    expect(formatAmount({})).toBe('$100.00');
  });

  it.each([
    { amount: 1234.5, currency: 'EUR', locale: 'de-DE', text: '1.234,50\u00a0€' },
    { amount: 1234.5, currency: 'EUR', locale: 'fr-FR', text: '1\u202f234,50\u00a0€' },
    { amount: 45.5, currency: 'GBP', locale: 'en-GB', text: '£45.50' },
    { amount: 19.99, currency: 'USD', locale: undefined, text: '$19.99' },
    { amount: 9.99, currency: 'CHF', locale: 'de-CH', text: 'CHF\u00a09.99' },
  ])('writes $amount $currency in $locale in that locale’s currency format', ({ text, ...value }) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('writes an amount in a malformed locale in en-US, and in a malformed currency as a number and the code', () => {
    expect(formatAmount({ amount: 5, currency: 'EUR', locale: 'en_US!' })).toBe('€5.00');
    expect(formatAmount({ amount: 1234.5, currency: 'euro', locale: 'de-DE' })).toBe('1.234,5 euro');
  });
});
