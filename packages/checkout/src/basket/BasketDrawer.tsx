import { basketTicketCount, formatMoney, nextExpiry, secondsLeft } from '@coras/booking-core';
import { BottomDrawer, Countdown } from '@coras/ui';
import { CheckoutBasketList, type CheckoutBasketListProps } from './CheckoutBasket';
import * as styles from './CheckoutBasket.css';

export interface BasketDrawerProps extends Omit<CheckoutBasketListProps, 'heading' | 'className'> {
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
}

/**
 * The basket of a payment page 900 px wide or less (spec 2 §2): a bottom drawer whose handle shows
 * the countdown of the hold that ends first, the total and the ticket count; a tap or a drag beyond
 * a quarter of its height turns it full screen with the whole basket, and back.
 */
export function BasketDrawer({ expanded, onExpandedChange, ...list }: BasketDrawerProps) {
  const { basket, t, locale, clock, timers } = list;
  const first = nextExpiry([...basket.items]);
  return (
    <BottomDrawer
      label={t('checkout.basket.drawer')}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
      summary={
        <span className={styles.summary}>
          {first ? (
            <Countdown seconds={secondsLeft(first, clock())} clock={clock} timers={timers} announceAt={[]} />
          ) : null}
          <span className={styles.summaryTotal}>
            {formatMoney(basket.totalPrice, basket.currency, locale)}
          </span>
          <span>{t('common.basket.tickets', { count: basketTicketCount(basket.items) })}</span>
        </span>
      }
    >
      <CheckoutBasketList {...list} heading={false} className={styles.inDrawer} />
    </BottomDrawer>
  );
}
