import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  isSupportedCurrency,
  parseCurrencyList,
  resolveCurrency,
  SUPPORTED_CURRENCIES,
} from './currencies';
import { CURRENCIES } from './currency-info';

describe('currencies', () => {
  it('are the 24 of spec 1 §9, each with a symbol and a name, GBP by default', () => {
    expect(SUPPORTED_CURRENCIES).toEqual([
      'AED',
      'ALL',
      'AUD',
      'CHF',
      'CNY',
      'DKK',
      'EUR',
      'GBP',
      'HRK',
      'HUF',
      'IDR',
      'ISK',
      'JPY',
      'MAD',
      'MYR',
      'NOK',
      'PHP',
      'PLN',
      'SEK',
      'SGD',
      'THB',
      'TRY',
      'USD',
      'VND',
    ]);
    // The menus' table has an entry for every code of the contract (its type), and no other.
    expect(Object.keys(CURRENCIES)).toEqual(SUPPORTED_CURRENCIES);
    for (const code of SUPPORTED_CURRENCIES) {
      const info = CURRENCIES[code];
      expect(info.code).toBe(code);
      expect(info.symbol.length).toBeGreaterThan(0);
      expect(info.name.length).toBeGreaterThan(2);
    }
    expect(CURRENCIES.GBP).toEqual({ code: 'GBP', symbol: '£', name: 'British Pound' });
    expect(DEFAULT_CURRENCY).toBe('GBP');
  });

  it('resolve codes in any case, else the fallback', () => {
    expect(resolveCurrency('eur')).toBe('EUR');
    expect(resolveCurrency('XXX')).toBe('GBP');
    expect(resolveCurrency(undefined, 'USD')).toBe('USD');
    expect(resolveCurrency(null)).toBe('GBP');
    expect(isSupportedCurrency('JPY')).toBe(true);
    expect(isSupportedCurrency('toString')).toBe(false);
    expect(isSupportedCurrency(1)).toBe(false);
  });

  it('parse the currencies attribute in order, without unknowns or duplicates', () => {
    expect(parseCurrencyList('eur, USD,xxx,EUR')).toEqual(['EUR', 'USD']);
    expect(parseCurrencyList('')).toEqual(['GBP']);
    expect(parseCurrencyList(null, 'EUR')).toEqual(['EUR']);
  });
});
