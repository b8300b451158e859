import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './Price.css';

export type PriceSize = (typeof styles.priceSizes)[number];

export interface PriceProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'prefix'> {
  /**
   * The price, already formatted in the visitor's locale and currency: the widgets pass
   * booking-core's `formatMoney(minor, currency, locale)` (spec 1 §9: `1999` USD is '$19.99').
   */
  price: string;
  /** Text before the amount, e.g. the card's 'From'. */
  prefix?: ReactNode;
  /** @default 'md' */
  size?: PriceSize;
}

/**
 * A price as the widget formatted it (the money rules live in booking-core's `formatMoney`), with an
 * optional prefix such as the card's 'From'.
 *
 * @example
 * <Price price={formatMoney(4550, 'EUR', 'de-DE')} prefix="From" /> // From 45,50 €
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { price, prefix, size = 'md', className, ...props },
  ref,
) {
  return (
    <span ref={ref} {...props} className={[styles.price({ size }), className].filter(Boolean).join(' ')}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <span className={styles.amount}>{price}</span>
    </span>
  );
});
