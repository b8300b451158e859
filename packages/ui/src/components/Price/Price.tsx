import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { formatAmount, type PriceAmount } from './formatAmount';
import * as styles from './Price.css';

export type PriceSize = (typeof styles.priceSizes)[number];

interface PriceBaseProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'prefix'> {
  /** Text before the amount, e.g. the card's 'From'. */
  prefix?: ReactNode;
  /** @default 'md' */
  size?: PriceSize;
}

/** A price already written in the visitor's locale and currency. */
export interface FormattedPriceProps extends PriceBaseProps {
  /**
   * The price as written: the widgets pass booking-core's `formatMoney(minor, currency, locale)`
   * (spec 1 §9: `1999` USD is '$19.99'), the one home of the money rules.
   */
  price: string;
  /** Not with `price`: the amount form's. */
  amount?: undefined;
  /** Not with `price`: the amount form's. */
  currency?: undefined;
  /** Not with `price`: the amount form's. */
  locale?: undefined;
}

/** A price the kit writes from an amount, a currency and a locale (spec 1 §2 defaults). */
export interface AmountPriceProps extends PriceBaseProps, PriceAmount {
  /** Not with `amount`: the written form's. */
  price?: undefined;
}

/**
 * `price` (a written price), or `amount`, `currency` and `locale` (the kit writes it with `Intl`;
 * defaults 100, USD, en-US).
 */
export type PriceProps = FormattedPriceProps | AmountPriceProps;

/**
 * A price with an optional prefix such as the card's 'From'. Two forms: `price`, written by the
 * caller (the widgets pass booking-core's `formatMoney`), or `amount`, `currency` and `locale`,
 * written here in the locale's currency format — by default 100 USD in en-US, '$100.00' (spec 1 §2).
 *
 * @example
 * <Price price={formatMoney(4550, 'EUR', 'de-DE')} prefix="From" /> // From 45,50 €
 * <Price amount={45.5} currency="EUR" locale="de-DE" /> // 45,50 €
 * <Price /> // $100.00
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { price, amount, currency, locale, prefix, size = 'md', className, ...props },
  ref,
) {
  const text = price ?? formatAmount({ amount, currency, locale });
  return (
    <span ref={ref} {...props} className={[styles.price({ size }), className].filter(Boolean).join(' ')}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <span className={styles.amount}>{text}</span>
    </span>
  );
});
