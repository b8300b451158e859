import type { CurrencyCode, MoneyByCurrency } from '@coras/api-client';
import { intlNumberLocale, numberFormat } from '../locale/locales';

/**
 * How many decimal places each currency's smallest unit has: an amount from the API is divided by
 * `10 ** exponent` for display and shown with that many decimals.
 *
 * **Decision (zero-decimal currencies):** every entry is 2. Spec 1 §9 divides every amount by 100
 * and shows 2 decimals, and the API contract and the sandbox send hundredths for all 24 currencies
 * (JPY 150000 is ¥1,500.00). ISO 4217 gives JPY, ISK and VND no minor unit; if the real API turns
 * out to send those in whole units, change their entry here to 0 (or pass `exponents` to the
 * functions below) and amounts, decimals and reward points all follow. Nothing else hard-codes 100.
 */
export const CURRENCY_EXPONENTS: Readonly<Record<CurrencyCode, number>> = {
  AED: 2,
  ALL: 2,
  AUD: 2,
  CHF: 2,
  CNY: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HRK: 2,
  HUF: 2,
  IDR: 2,
  ISK: 2,
  JPY: 2,
  MAD: 2,
  MYR: 2,
  NOK: 2,
  PHP: 2,
  PLN: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  USD: 2,
  VND: 2,
};

/** A per-currency override of {@link CURRENCY_EXPONENTS}. */
export type CurrencyExponents = Partial<Readonly<Record<CurrencyCode, number>>>;

/** The exponent of `currency`: the override, else the table, else 2. */
export function currencyExponent(currency: CurrencyCode, exponents?: CurrencyExponents): number {
  return exponents?.[currency] ?? CURRENCY_EXPONENTS[currency] ?? 2;
}

/** An amount in the smallest unit → major units (`1999` GBP → `19.99`). */
export function toMajorUnits(minor: number, currency: CurrencyCode, exponents?: CurrencyExponents): number {
  // IEEE division of two exact integers is correctly rounded: 1999 / 100 is the double nearest 19.99.
  return minor / 10 ** currencyExponent(currency, exponents);
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Overrides of the exponent table. */
  exponents?: CurrencyExponents;
}

/**
 * Formats an amount held in the smallest unit with the locale's currency format and the
 * currency's decimals (spec 1 §9): `formatMoney(123450, 'EUR', 'fr-FR')` → `1 234,50 €` (with the
 * narrow no-break space `Intl` writes). fr-MA keeps its own number format; unknown locales use en-GB.
 */
export function formatMoney(
  minor: number,
  currency: CurrencyCode,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const exponent = currencyExponent(currency, options.exponents);
  return numberFormat(intlNumberLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(toMajorUnits(minor, currency, options.exponents));
}

/**
 * The amount of a per-currency price map in `currency`, or `undefined` when the map has none (the
 * card then shows no price rather than a wrong one).
 */
export function priceIn(prices: MoneyByCurrency | undefined, currency: CurrencyCode): number | undefined {
  const amount = prices?.[currency];
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

/** Formats the amount of a price map in `currency`, or `undefined` when it has none. */
export function formatPriceIn(
  prices: MoneyByCurrency | undefined,
  currency: CurrencyCode,
  locale: string,
  options: FormatMoneyOptions = {},
): string | undefined {
  const amount = priceIn(prices, currency);
  return amount === undefined ? undefined : formatMoney(amount, currency, locale, options);
}
