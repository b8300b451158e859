import type { CurrencyCode } from '@coras/api-client';

export type { CurrencyCode };

/** What the currency menus show for one currency. */
export interface CurrencyInfo {
  code: CurrencyCode;
  /** The symbol the menus show (the price itself is written by `Intl`, in the locale's format). */
  symbol: string;
  /** The English name. */
  name: string;
}

/** The currency shown when none is configured (spec 1 §9). */
export const DEFAULT_CURRENCY = 'GBP' satisfies CurrencyCode;

/** The 24 supported currencies with symbol and name (spec 1 §9), in the spec's order. */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  AED: { code: 'AED', symbol: 'د.إ', name: 'UAE Dirham' },
  ALL: { code: 'ALL', symbol: 'L', name: 'Albanian Lek' },
  AUD: { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' },
  CHF: { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc' },
  CNY: { code: 'CNY', symbol: '¥', name: 'Chinese Yuan' },
  DKK: { code: 'DKK', symbol: 'kr', name: 'Danish Krone' },
  EUR: { code: 'EUR', symbol: '€', name: 'Euro' },
  GBP: { code: 'GBP', symbol: '£', name: 'British Pound' },
  HRK: { code: 'HRK', symbol: 'kn', name: 'Croatian Kuna' },
  HUF: { code: 'HUF', symbol: 'Ft', name: 'Hungarian Forint' },
  IDR: { code: 'IDR', symbol: 'Rp', name: 'Indonesian Rupiah' },
  ISK: { code: 'ISK', symbol: 'kr', name: 'Icelandic Króna' },
  JPY: { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  MAD: { code: 'MAD', symbol: 'MAD', name: 'Moroccan Dirham' },
  MYR: { code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit' },
  NOK: { code: 'NOK', symbol: 'kr', name: 'Norwegian Krone' },
  PHP: { code: 'PHP', symbol: '₱', name: 'Philippine Peso' },
  PLN: { code: 'PLN', symbol: 'zł', name: 'Polish Złoty' },
  SEK: { code: 'SEK', symbol: 'kr', name: 'Swedish Krona' },
  SGD: { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar' },
  THB: { code: 'THB', symbol: '฿', name: 'Thai Baht' },
  TRY: { code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  USD: { code: 'USD', symbol: '$', name: 'US Dollar' },
  VND: { code: 'VND', symbol: '₫', name: 'Vietnamese Dong' },
};

/** The 24 supported currency codes, in the spec's order. */
export const SUPPORTED_CURRENCIES = Object.keys(CURRENCIES) as CurrencyCode[];

/** True when `value` is one of the 24 supported currency codes. */
export function isSupportedCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The supported currency `value` names (any case), else `fallback` (GBP). */
export function resolveCurrency(
  value: string | null | undefined,
  fallback: CurrencyCode = DEFAULT_CURRENCY,
): CurrencyCode {
  const code = (value ?? '').trim().toUpperCase();
  return isSupportedCurrency(code) ? code : fallback;
}

/**
 * Reads the `currencies` configuration attribute (a comma list) into supported codes, in order,
 * without duplicates; unknown entries are dropped. An empty result is `[fallback]`.
 */
export function parseCurrencyList(
  value: string | null | undefined,
  fallback: CurrencyCode = DEFAULT_CURRENCY,
): CurrencyCode[] {
  const codes = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter(isSupportedCurrency);
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [fallback];
}
