import { type CurrencyCode, type CurrencyExponents, formatMoney } from '@coras/booking-core';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './Price.css';

export type PriceSize = (typeof styles.priceSizes)[number];

export interface PriceProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'prefix'> {
  /**
   * The amount in the currency's smallest unit, as the API sends it (spec 1 §9: `1999` USD is
   * $19.99).
   * @default 100
   */
  price?: number;
  /** @default 'USD' */
  currency?: CurrencyCode;
  /**
   * The locale whose currency format is used; unknown locales fall back to en-GB.
   * @default 'en-US'
   */
  locale?: string;
  /** Overrides of booking-core's table of decimals per currency. */
  exponents?: CurrencyExponents;
  /** Text before the amount, e.g. the card's 'From'. */
  prefix?: ReactNode;
  /** @default 'md' */
  size?: PriceSize;
}

/**
 * A price formatted by booking-core's `formatMoney`: the locale's currency format with the
 * currency's decimals (spec 1 §9). Defaults: price 100, USD, en-US (spec 1 §2).
 *
 * @example
 * <Price price={4550} currency="EUR" locale="de-DE" prefix="From" /> // From 45,50 €
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { price = 100, currency = 'USD', locale = 'en-US', exponents, prefix, size = 'md', className, ...props },
  ref,
) {
  const text = formatMoney(price, currency, locale, exponents ? { exponents } : {});
  return (
    <span ref={ref} {...props} className={[styles.price({ size }), className].filter(Boolean).join(' ')}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <span className={styles.amount}>{text}</span>
    </span>
  );
});
