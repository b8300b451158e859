import type { Attraction, AvailabilityOption } from '@coras/api-client';
import {
  formatMoney,
  formatVenueDay,
  previewSummary,
  resolveImage,
  type TicketCounts,
} from '@coras/booking-core';
import { Button, Dialog, Image } from '@coras/ui';
import { type RefObject, useRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import * as styles from './DetailsBooking.css';
import { bookingMessages } from './messages/en-GB';

export interface ReservationPreviewProps {
  attraction: Attraction;
  /** The section chosen; `undefined` closes the dialog. */
  option: AvailabilityOption | undefined;
  counts: TicketCounts;
  adding: boolean;
  failed: boolean;
  onAdd: (option: AvailabilityOption) => void;
  onClose: () => void;
  /**
   * Where the focus goes back to when the preview closes (the section's button that opened it);
   * the dialog has no trigger of its own.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The reservation preview of a theatre section (spec 2 §2): the attraction as header, the
 * performance's date and time as subheader, the section, a row per ticket type, the booking fee
 * per ticket times the tickets, the total, 'Add to basket', and the seat map 'for illustrative
 * purposes only'. At most 560 px wide (the dialog's `md` size).
 */
export function ReservationPreview({
  attraction,
  option,
  counts,
  adding,
  failed,
  onAdd,
  onClose,
  returnFocusTo,
}: ReservationPreviewProps) {
  const t = useTranslate(bookingMessages);
  const { currency, locale, logError } = useCorasContext();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  // The content stays rendered while the dialog closes, so Radix can hand the focus back to the
  // section's button that opened it.
  const last = useRef(option);
  if (option) last.current = option;
  const shown = option ?? last.current;
  const summary = shown ? previewSummary(shown, counts, currency) : undefined;
  return (
    <Dialog.Root
      open={option !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shown && summary ? (
        <Dialog.Content
          size="md"
          closeLabel={t('booking.close')}
          onCloseAutoFocus={(event) => {
            // Radix would focus its (absent) trigger; without scrolling, as the widget may just
            // have scrolled up to show the basket.
            event.preventDefault();
            const opener = returnFocusTo?.current;
            if (!opener?.isConnected) return;
            // Only a lost focus goes back. After 'Add to basket' the navbar's basket opens and takes
            // it (spec 2 §4); focusing the opener, outside the dropdown, would close it again.
            const focused = (opener.getRootNode() as Document | ShadowRoot).activeElement;
            if (focused && focused !== opener.ownerDocument.body) return;
            opener.focus({ preventScroll: true });
          }}
        >
          <Dialog.Title>{attraction.attraction_name}</Dialog.Title>
          <Dialog.Description>
            {formatVenueDay(shown.start_datetime, {
              locale,
              timeZone: shown.timezone,
              withTime: true,
              logger: { error: logError, warn: logError },
            })}
          </Dialog.Description>
          <div className={styles.previewBody}>
            <p className={styles.previewSection}>
              <span>{t('booking.section')}</span>
              <span>{shown.name}</span>
            </p>
            <dl className={styles.previewRows}>
              {summary.rows.map((row) => (
                <div key={row.priceTypeId} className={styles.previewRow}>
                  <dt>{t('booking.ticketSummary', { count: row.count, name: row.name })}</dt>
                  <dd className={styles.previewValue}>{money(row.amount)}</dd>
                </div>
              ))}
              <div className={styles.previewRow}>
                <dt>
                  {t('booking.bookingFee')}{' '}
                  <span className={styles.muted}>
                    {t('booking.feeDetail', { fee: money(summary.feePerTicket), count: summary.tickets })}
                  </span>
                </dt>
                <dd className={styles.previewValue}>{money(summary.fee)}</dd>
              </div>
              <div className={`${styles.previewRow} ${styles.previewTotal}`}>
                <dt>{t('booking.total')}</dt>
                <dd className={styles.previewValue}>{money(summary.total)}</dd>
              </div>
            </dl>
            <div className={styles.optionAction}>
              <Button fullWidth loading={adding} onClick={() => onAdd(shown)}>
                {t('booking.addToBasket')}
              </Button>
              <span role="alert" className={styles.optionError}>
                {failed ? t('booking.addFailed') : null}
              </span>
            </div>
            {attraction.seat_map ? (
              <figure className={styles.seatMap}>
                <Image
                  src={resolveImage(attraction.seat_map, 'none')}
                  alt={t('booking.seatMapAlt', { name: attraction.attraction_name })}
                  aspectRatio="16 / 9"
                  fit="contain"
                  loading="eager"
                  className={styles.seatMapImage}
                  labels={{ loading: t('image.loading'), failed: t('image.failed') }}
                />
                <figcaption className={styles.muted}>{t('booking.seatMapNote')}</figcaption>
              </figure>
            ) : null}
          </div>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
