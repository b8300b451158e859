import type { Reservation } from '@coras/api-client';
import { formatMoney } from '@coras/booking-core';
import { Button, Dialog, Price } from '@coras/ui';
import { useRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import * as styles from './Basket.css';
import { ReservationImage, ReservationPoints, useVenueDateTime } from './BasketItemRow';
import { basketMessages } from './messages/en-GB';

export interface BasketModalProps {
  /** The reservation just added; kept while the modal animates closed. */
  reservation: Reservation | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Go to basket': the modal closes and the basket opens (spec 2 §4). */
  onGoToBasket: () => void;
}

/**
 * The 'Added to basket' confirmation (spec 2 §2, §4): the reservation's 70 × 70 image, name, date
 * and price, 'Go to basket' (closes it and opens the basket) and 'Continue shopping' (closes it).
 * The navbar's basket opens it after `useBasket().showAdded(reservation)` in a widget 800 px wide or
 * less; render it yourself only where that basket is not on the page.
 *
 * @example
 * <BasketModal reservation={added} open={open} onOpenChange={setOpen} onGoToBasket={() => setBasketOpen(true)} />
 */
export function BasketModal({ reservation, open, onOpenChange, onGoToBasket }: BasketModalProps) {
  const t = useTranslate(basketMessages);
  // Opened by code, not by a trigger: focus goes back where it was ('Add to basket'), unless the
  // visitor went to the basket, which takes the focus itself.
  const returnTo = useRef<HTMLElement | null>(null);
  const toBasket = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="sm"
        closeLabel={t('basket.close')}
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          toBasket.current = false;
          const active = document.activeElement;
          returnTo.current = active instanceof HTMLElement ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!toBasket.current) returnTo.current?.focus();
        }}
      >
        <Dialog.Title>{t('basket.addedToBasket')}</Dialog.Title>
        {reservation ? <AddedReservation reservation={reservation} /> : null}
        <Dialog.Footer className={styles.actions}>
          <Button
            fullWidth
            onClick={() => {
              toBasket.current = true;
              onGoToBasket();
            }}
          >
            {t('basket.goToBasket')}
          </Button>
          <Dialog.Close asChild>
            <Button variant="outlined" fullWidth>
              {t('basket.continueShopping')}
            </Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AddedReservation({ reservation }: { reservation: Reservation }) {
  const { locale } = useCorasContext();
  const when = useVenueDateTime(reservation);
  return (
    <div className={styles.added}>
      <ReservationImage reservation={reservation} />
      <div className={styles.details}>
        <p className={styles.name}>{reservation.attraction_name}</p>
        <p className={styles.muted}>{when}</p>
        <Price price={formatMoney(reservation.total_price, reservation.currency, locale)} size="sm" />
        <ReservationPoints reservation={reservation} />
      </div>
    </div>
  );
}
