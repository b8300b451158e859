import { checkoutTarget, formatMoney } from '@coras/booking-core';
import { Button, Price, Skeleton, visuallyHidden } from '@coras/ui';
import type { ReactNode } from 'react';
import { useBasket } from '../../runtime/basket/useBasket';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { useNavigate } from '../../runtime/provider/navigation-context';
import * as styles from './Basket.css';
import { BasketItemRow } from './BasketItemRow';
import { basketMessages } from './messages/en-GB';

export interface BasketPanelProps {
  /** The panel's heading (an `<h2>` in the dropdown, the dialog's title in the full-screen view). */
  heading: ReactNode;
}

/**
 * What the basket dropdown and its full-screen view show (spec 2 §2): the items with their
 * countdowns and remove buttons, the total, and 'Checkout', which goes to the payment page. While
 * the first load runs, skeleton rows; an empty basket — or one whose load failed (spec 2 §8: an
 * empty list) — says so.
 */
export function BasketPanel({ heading }: BasketPanelProps) {
  const t = useTranslate(basketMessages);
  const navigate = useNavigate();
  const { locale } = useCorasContext();
  const basket = useBasket();
  const loading = (basket.status === 'initial' || basket.status === 'pending') && basket.items.length === 0;

  return (
    <div className={styles.panel} data-basket-status={basket.status}>
      {heading}
      {loading ? (
        <div aria-busy="true">
          <p role="status" className={visuallyHidden}>
            {t('basket.loading')}
          </p>
          <div className={styles.skeletonItem}>
            <Skeleton width={70} height={70} />
            <div className={styles.skeletonLines}>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </div>
          </div>
        </div>
      ) : basket.items.length === 0 ? (
        <p role="status" className={styles.empty}>
          {t('common.basket.empty')}
        </p>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('basket.items')}>
            {basket.items.map((item) => (
              <BasketItemRow
                key={item.reservation_id}
                item={item}
                onRemove={(id) => void basket.remove(id)}
              />
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('common.basket.total')}</span>
            <Price price={formatMoney(basket.totalPrice, basket.currency, locale)} />
          </p>
          <Button
            fullWidth
            onClick={() => {
              basket.setOpen(false);
              navigate(checkoutTarget());
            }}
          >
            {t('basket.checkout')}
          </Button>
        </>
      )}
    </div>
  );
}
