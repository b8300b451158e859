/** The amount form of `Price`: a number, its currency and the locale to write it in. */
export interface PriceAmount {
  /**
   * The amount in the currency's main unit (`19.99`), not in the API's smallest unit: an API
   * amount is written by booking-core's `formatMoney` and given to `Price` as `price`.
   * @default 100
   */
  amount?: number | undefined;
  /** An ISO 4217 code. @default 'USD' */
  currency?: string | undefined;
  /** A BCP 47 tag whose currency format is used. @default 'en-US' */
  locale?: string | undefined;
}

/** The defaults of spec 1 §2 (components: 'Price display'). */
const PRICE_DEFAULTS = { amount: 100, currency: 'USD', locale: 'en-US' } as const;

/** `Intl.NumberFormat` in `locale`, or in en-US when `locale` is not a well-formed tag. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return new Intl.NumberFormat(PRICE_DEFAULTS.locale, options);
  }
}

/**
 * Writes an amount in the locale's currency format with `Intl` (`{ amount: 45.5, currency: 'EUR',
 * locale: 'de-DE' }` → '45,50 €'); the defaults give '$100.00'. Bad input loses nothing: a
 * malformed locale writes in en-US, a malformed currency code writes the number and the code.
 */
export function formatAmount({
  amount = PRICE_DEFAULTS.amount,
  currency = PRICE_DEFAULTS.currency,
  locale = PRICE_DEFAULTS.locale,
}: PriceAmount): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return `${numberFormat(locale, {}).format(amount)} ${currency}`;
  }
}
