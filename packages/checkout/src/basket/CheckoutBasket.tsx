import type { CurrencyCode } from '@coras/api-client';
import {
  type BasketItem,
  type Clock,
  formatMoney,
  formatVenueDate,
  type PointsConfig,
  reservationThumbnail,
  resolveImage,
  rewardPoints,
  secondsLeft,
  type TimerProvider,
  ticketSummary,
} from '@coras/booking-core';
import { CloseIcon, Countdown, IconButton, Image, PointsBadge, Spinner } from '@coras/ui';
import { useId } from 'react';
import type { CheckoutTranslate } from '../i18n/translate';
import * as styles from './CheckoutBasket.css';

/** The basket as the checkout receives it (the widgets' `useBasket()`, or any equivalent). */
export interface CheckoutBasket {
  /** The held reservations, each with `expiresAt` (epoch ms). */
  items: readonly BasketItem[];
  /** The reservations load: initial, pending, complete, error. */
  status: 'initial' | 'pending' | 'complete' | 'error';
  /** The total in the currency's smallest unit. */
  totalPrice: number;
  currency: CurrencyCode;
  /** Loads the reservations again. */
  reload(): Promise<void>;
  /** Removes a reservation (the server releases it, the basket reloads). */
  remove(reservationId: string): Promise<void>;
}

/** The points of an item's price, when a reward function is configured. */
function ItemPoints({ item, points }: { item: BasketItem; points: PointsConfig | undefined }) {
  const display = points ? rewardPoints(item.total_price, item.currency, points) : undefined;
  return display ? <PointsBadge {...display} size="sm" /> : null;
}

/** When a hold's countdown speaks: five minutes and one minute before it ends. */
const HOLD_ANNOUNCE_AT = [300, 60] as const;

export interface CheckoutBasketListProps {
  basket: CheckoutBasket;
  locale: string;
  t: CheckoutTranslate;
  clock: Clock;
  timers: TimerProvider;
  /** Removing is off while a payment runs. */
  disabled: boolean;
  onRemove(reservationId: string): void;
  /** Show the 'Your order' heading (the drawer has its own label). @default true */
  heading?: boolean;
  /** The reward points of each item's price (spec 2 §9); none without a reward function. */
  points?: PointsConfig | undefined;
  className?: string | undefined;
}

/**
 * The basket beside the payment form (spec 2 §2): each reservation with its image, date and time
 * in the venue's zone, tickets, the countdown of its hold (mm:ss), price and a remove button; then
 * the total.
 */
export function CheckoutBasketList({
  basket,
  locale,
  t,
  clock,
  timers,
  disabled,
  onRemove,
  heading = true,
  points,
  className,
}: CheckoutBasketListProps) {
  const headingId = useId();
  const loading = basket.status === 'initial' || basket.status === 'pending';
  const now = clock();
  return (
    <section
      className={[styles.basket, className].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
      aria-busy={loading}
    >
      {heading ? (
        <h2 id={headingId} className={styles.title}>
          {t('checkout.basket.title')}
        </h2>
      ) : null}
      {loading && basket.items.length === 0 ? (
        <Spinner label={t('checkout.loading')} />
      ) : basket.items.length === 0 ? (
        <p className={styles.empty}>{t('common.basket.empty')}</p>
      ) : (
        <ul className={styles.items}>
          {basket.items.map((item) => (
            <li key={item.reservation_id} className={styles.item}>
              <Image
                src={resolveImage(reservationThumbnail(item), 'none')}
                alt=""
                width={70}
                height={70}
                layout="fixed"
                className={styles.image}
              />
              <div className={styles.details}>
                <p className={styles.name}>{item.attraction_name}</p>
                <p className={styles.meta}>
                  {formatVenueDate(item.start_datetime, { locale, timeZone: item.timezone, withTime: true })}
                </p>
                <p className={styles.meta}>
                  {ticketSummary(item, {
                    line: (count, name) => t('common.basket.ticketLine', { count, name }),
                    total: (count) => t('common.basket.tickets', { count }),
                  })}
                </p>
                <p className={styles.meta}>
                  {t('common.basket.heldFor')}{' '}
                  <Countdown
                    seconds={secondsLeft(item, now)}
                    clock={clock}
                    timers={timers}
                    // The page says when a hold has ended (checkout.holdExpired, role="status").
                    announceAt={HOLD_ANNOUNCE_AT}
                    formatAnnouncement={(seconds) =>
                      t('checkout.basket.holdEndsIn', {
                        name: item.attraction_name,
                        count: Math.round(seconds / 60),
                      })
                    }
                  />
                </p>
              </div>
              <div className={styles.end}>
                <span className={styles.price}>{formatMoney(item.total_price, item.currency, locale)}</span>
                <ItemPoints item={item} points={points} />
                <IconButton
                  label={t('checkout.basket.remove', { name: item.attraction_name })}
                  disabled={disabled}
                  onClick={() => onRemove(item.reservation_id)}
                >
                  <CloseIcon size={18} />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {basket.items.length > 0 ? (
        <p className={styles.total}>
          <span>{t('common.basket.total')}</span>
          <span>{formatMoney(basket.totalPrice, basket.currency, locale)}</span>
        </p>
      ) : null}
    </section>
  );
}
