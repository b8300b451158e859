import type { Reservation } from '@coras/api-client';
import {
  type BasketItem,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
  formatMoney,
  formatVenueDate,
  reservationThumbnail,
  rewardPoints,
  secondsLeft,
  ticketSummary,
} from '@coras/booking-core';
import { CloseIcon, Countdown, IconButton, Image, PointsBadge, Price } from '@coras/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { basketTimeAtom } from '../../runtime/basket/basketTime';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import * as styles from './Basket.css';
import { basketMessages } from './messages/en-GB';

/** The date and time of the reservation in the venue's time zone (spec 2 §2). */
export function useVenueDateTime(reservation: Reservation): string {
  const { locale, logError } = useCorasContext();
  return formatVenueDate(reservation.start_datetime, {
    locale,
    timeZone: reservation.timezone,
    withTime: true,
    logger: { error: logError, warn: () => undefined },
  });
}

/** The 70 × 70 image with the texts of the image states translated. */
export function ReservationImage({ reservation }: { reservation: Reservation }) {
  const t = useTranslate(basketMessages);
  return (
    <Image
      src={reservationThumbnail(reservation) ?? DEFAULT_PLACEHOLDER_IMAGE_URL}
      fallbackSrc={DEFAULT_PLACEHOLDER_IMAGE_URL}
      // Decorative: the attraction's name is right beside it.
      alt=""
      width={70}
      height={70}
      layout="fixed"
      labels={{ loading: t('image.loading'), failed: t('image.failed') }}
    />
  );
}

/** The reward points of a reservation's price, when the widget is configured with a reward function (spec 2 §9). */
export function ReservationPoints({ reservation }: { reservation: Reservation }) {
  const { config } = useCorasContext();
  const points = config.points
    ? rewardPoints(reservation.total_price, reservation.currency, config.points)
    : undefined;
  return points ? <PointsBadge {...points} size="sm" /> : null;
}

export interface BasketItemRowProps {
  item: BasketItem;
  onRemove: (reservationId: string) => void;
}

/**
 * One basket item (spec 2 §2): image, name, date and time in the venue's zone, tickets, price, and
 * the hold's countdown in mm:ss ticking each second; its expiry action does nothing — the basket
 * store removes the item at that second and its live region says so.
 */
export function BasketItemRow({ item, onRemove }: BasketItemRowProps) {
  const t = useTranslate(basketMessages);
  const { locale } = useCorasContext();
  const { clock, timers } = useAtomValue(basketTimeAtom);
  const when = useVenueDateTime(item);
  // Restarted only when a reload re-stamps the hold: the countdown ticks on its own clock.
  const seconds = useMemo(() => secondsLeft(item, clock()), [item, clock]);
  return (
    <li className={styles.item} data-reservation-id={item.reservation_id}>
      <ReservationImage reservation={item} />
      <div className={styles.details}>
        <p className={styles.name}>{item.attraction_name}</p>
        <p className={styles.muted}>{when}</p>
        <p className={styles.muted}>
          {ticketSummary(item, {
            line: (count, name) => t('common.basket.ticketLine', { count, name }),
            total: (count) => t('common.basket.tickets', { count }),
          })}
        </p>
        <Price price={formatMoney(item.total_price, item.currency, locale)} size="sm" />
        <ReservationPoints reservation={item} />
        <p className={styles.held}>
          {t('common.basket.heldFor')}
          <Countdown
            className={styles.countdown}
            seconds={seconds}
            clock={clock}
            timers={timers}
            // The basket's own live region speaks (BasketAnnouncer); this one stays silent.
            announceAt={NO_ANNOUNCEMENTS}
          />
        </p>
      </div>
      <IconButton
        label={t('basket.remove', { name: item.attraction_name })}
        size="sm"
        onClick={() => onRemove(item.reservation_id)}
      >
        <CloseIcon size={16} />
      </IconButton>
    </li>
  );
}

const NO_ANNOUNCEMENTS: readonly number[] = [];
