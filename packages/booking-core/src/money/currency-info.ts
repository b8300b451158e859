// What the currency menus show of each currency: apart from currencies.ts (which codes are
// supported, read by the configuration and the address on the first load), since only the navbar's
// menus, in a lazy chunk, show symbols and names.
import type { CurrencyCode } from '@coras/api-client';

/** What the currency menus show for one currency. */
export interface CurrencyInfo {
  code: CurrencyCode;
  /** The symbol the menus show (the price itself is written by `Intl`, in the locale's format). */
  symbol: string;
  /** The English name. */
  name: string;
}

/** The 24 supported currencies' symbol and name (spec 1 §9), in the spec's order. */
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
