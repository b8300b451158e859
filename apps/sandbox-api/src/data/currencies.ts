import type { CurrencyCode, MoneyByCurrency } from '@coras/api-client';

/**
 * The 24 currencies of spec 1 §9 with a fixed rate from EUR. Every amount is kept in hundredths of
 * the currency, because the storefront divides by 100 for display (spec 1 §9), also for JPY and VND.
 */
export const CURRENCY_RATES: Readonly<Record<CurrencyCode, number>> = {
  AED: 3.97,
  ALL: 98.4,
  AUD: 1.65,
  CHF: 0.94,
  CNY: 7.82,
  DKK: 7.46,
  EUR: 1,
  GBP: 0.85,
  HRK: 7.53,
  HUF: 395,
  IDR: 17_600,
  ISK: 146,
  JPY: 161,
  MAD: 10.8,
  MYR: 4.78,
  NOK: 11.6,
  PHP: 62.5,
  PLN: 4.26,
  SEK: 11.3,
  SGD: 1.45,
  THB: 37.6,
  TRY: 38.2,
  USD: 1.08,
  VND: 27_500,
};

/** Every supported currency code, in the document's order. */
export const CURRENCIES = Object.keys(CURRENCY_RATES) as CurrencyCode[];

/** Rounds a converted amount to a price a shop would print (three significant digits). */
function tidy(minor: number): number {
  if (minor <= 0) return 0;
  const step = 10 ** Math.max(1, Math.floor(Math.log10(minor)) - 2);
  return Math.round(minor / step) * step;
}

/** One amount per currency from a EUR amount in cents. */
export function moneyFromEur(eurCents: number): MoneyByCurrency {
  const money: MoneyByCurrency = {};
  for (const code of CURRENCIES) money[code] = tidy(eurCents * CURRENCY_RATES[code]);
  return money;
}

/** `a` + `b` per currency. */
export function addMoney(a: MoneyByCurrency, b: MoneyByCurrency): MoneyByCurrency {
  const sum: MoneyByCurrency = {};
  for (const code of CURRENCIES) sum[code] = (a[code] ?? 0) + (b[code] ?? 0);
  return sum;
}

/** `money` × `factor` per currency. */
export function scaleMoney(money: MoneyByCurrency, factor: number): MoneyByCurrency {
  const scaled: MoneyByCurrency = {};
  for (const code of CURRENCIES) scaled[code] = (money[code] ?? 0) * factor;
  return scaled;
}

/** The amount in `currency`, or 0. */
export function amountIn(money: MoneyByCurrency, currency: CurrencyCode): number {
  return money[currency] ?? 0;
}

/** `12.50 EUR`-style label for filters, in the currency's own digits (no locale formatting). */
export function formatMajor(minor: number, currency: CurrencyCode): string {
  const major = minor / 100;
  return `${Number.isInteger(major) ? major.toLocaleString('en-GB') : major.toFixed(2)} ${currency}`;
}

/** Whether `code` is one of the 24 supported currencies. */
export function isCurrency(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_RATES, code);
}
