import { describe, expect, it } from 'vitest';
import { normaliseSpaces } from '../testing/helpers.test-utils';
import { SUPPORTED_CURRENCIES } from './currencies';
import {
  CURRENCY_EXPONENTS,
  currencyExponent,
  formatMoney,
  formatPriceIn,
  priceIn,
  toMajorUnits,
} from './money';

describe('toMajorUnits', () => {
  it('divides by 100 by default (spec 1 §9), exactly', () => {
    expect(toMajorUnits(1999, 'GBP')).toBe(19.99);
    expect(toMajorUnits(5, 'EUR')).toBe(0.05);
    expect(toMajorUnits(150000, 'JPY')).toBe(1500);
  });

  it('follows an exponent override, e.g. when the API sends JPY in whole yen', () => {
    expect(toMajorUnits(1500, 'JPY', { JPY: 0 })).toBe(1500);
    expect(currencyExponent('JPY', { JPY: 0 })).toBe(0);
    expect(currencyExponent('EUR', { JPY: 0 })).toBe(2);
  });

  it('has an exponent of 2 for every supported currency (the documented decision)', () => {
    for (const code of SUPPORTED_CURRENCIES) expect(CURRENCY_EXPONENTS[code]).toBe(2);
  });
});

describe('formatMoney', () => {
  it('shows minor units ÷ 100 with 2 decimals in the locale currency format', () => {
    expect(formatMoney(123450, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(100, 'USD', 'en-US')).toBe('$1.00');
    expect(normaliseSpaces(formatMoney(123450, 'EUR', 'de-DE'))).toBe('1.234,50 €');
  });

  it('uses the narrow no-break space Intl writes in French, whatever it is in this ICU', () => {
    const expected = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5);
    expect(formatMoney(123450, 'EUR', 'fr-FR')).toBe(expected);
    expect(normaliseSpaces(formatMoney(123450, 'EUR', 'fr-FR'))).toBe('1 234,50 €');
  });

  it('keeps fr-MA number format, distinct from fr-FR', () => {
    expect(normaliseSpaces(formatMoney(123450, 'MAD', 'fr-MA'))).toBe(
      normaliseSpaces(new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' }).format(1234.5)),
    );
    expect(formatMoney(123450, 'EUR', 'fr-MA')).not.toBe(formatMoney(123450, 'EUR', 'fr-FR'));
  });

  it('shows two decimals even for currencies Intl shows without (JPY, by the spec), and none with exponent 0', () => {
    expect(formatMoney(150000, 'JPY', 'en-GB')).toBe('JP¥1,500.00');
    expect(formatMoney(1500, 'JPY', 'en-GB', { exponents: { JPY: 0 } })).toBe('JP¥1,500');
  });

  // The contract (Conventions): amounts are hundredths of the major unit for every currency, also
  // those without a minor unit. A sandbox fixture priced 23.00 EUR is ¥3,700 = 370000.
  it.each([
    [370_000, 'JPY', 'en-GB', 'JP¥3,700.00'],
    [336_000, 'ISK', 'en-GB', 'ISK 3,360.00'],
    [336_000, 'ISK', 'is-IS', '3.360,00 kr.'],
    [63_300_000, 'VND', 'en-GB', '₫633,000.00'],
  ] as const)(
    'shows %i %s hundredths in %s as %s, never a hundredth of it',
    (minor, currency, locale, shown) => {
      expect(normaliseSpaces(formatMoney(minor, currency, locale))).toBe(shown);
    },
  );

  it('falls back to en-GB formatting for unknown locales', () => {
    expect(formatMoney(1000, 'EUR', 'xx-XX')).toBe('€10.00');
  });
});

describe('priceIn / formatPriceIn', () => {
  it('reads the amount of a per-currency map, undefined when missing', () => {
    expect(priceIn({ EUR: 2500, GBP: 2150 }, 'GBP')).toBe(2150);
    expect(priceIn({ EUR: 2500 }, 'GBP')).toBeUndefined();
    expect(priceIn(undefined, 'GBP')).toBeUndefined();
    expect(formatPriceIn({ GBP: 2150 }, 'GBP', 'en-GB')).toBe('£21.50');
    expect(formatPriceIn({}, 'GBP', 'en-GB')).toBeUndefined();
  });
});
