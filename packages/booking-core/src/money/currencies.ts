import type { CurrencyCode } from '@coras/api-client';

export type { CurrencyCode };

/** The currency shown when none is configured (spec 1 §9). */
export const DEFAULT_CURRENCY = 'GBP' satisfies CurrencyCode;

/**
 * The 24 supported currency codes (spec 1 §9), in the spec's order. What the menus show of each
 * is `CURRENCIES` (currency-info.ts), loaded with the navbar's chunk, not with the first load.
 */
export const SUPPORTED_CURRENCIES: readonly CurrencyCode[] = [
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
];

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_CURRENCIES);

/** True when `value` is one of the 24 supported currency codes. */
export function isSupportedCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && SUPPORTED.has(value);
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
