import {
  DEFAULT_AMOUNT_PAID_CURRENCY,
  formatMoney,
  formatVenueDate,
  type OrderSnapshot,
  resolveImage,
} from '@coras/booking-core';
import { Image, isPlainClick } from '@coras/ui';
import { useEffect, useRef } from 'react';
import type { CheckoutTranslate } from '../i18n/translate';
import * as styles from './Confirmation.css';

export interface SuccessViewProps {
  order: OrderSnapshot;
  /** The transaction's `reference_id`: the order reference. */
  reference: string;
  locale: string;
  t: CheckoutTranslate;
  /** The Help Centre link: the help page. */
  onHelpCentre(): void;
  /**
   * The help page's address, when the host's pages have addresses (the widgets' address sync): the
   * link is then a real `<a href>` (a new tab with Ctrl or the middle button, copied, shared), whose
   * plain click still opens the help page through `onHelpCentre`. Without it, a button that reads as a link.
   */
  helpCentreHref?: string | undefined;
}

/**
 * The order confirmation (spec 2 §2): 'Thanks, your booking is confirmed!' ('bookings' for more
 * than one reservation), the order reference, "We've sent your order confirmation to" and the
 * email, one card per reservation — the first media image (100×100), 'N x tickets for' and the
 * attraction, the date and time in the venue's time zone, the location and city, Amount Paid — and
 * the Help Centre link. The title takes the focus, so screen readers announce the outcome.
 */
export function SuccessView({ order, reference, locale, t, onHelpCentre, helpCentreHref }: SuccessViewProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className={styles.view} aria-labelledby="coras-checkout-success-title" data-view="success">
      <h1 id="coras-checkout-success-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        {order.items.length > 1 ? t('checkout.success.titleMany') : t('checkout.success.title')}
      </h1>
      <div className={styles.lead}>
        {reference ? <p className={styles.text}>{t('checkout.success.reference', { reference })}</p> : null}
        {order.email ? (
          <p className={styles.text}>
            {t('checkout.success.sentTo')} <span className={styles.strong}>{order.email}</span>
          </p>
        ) : null}
      </div>
      <ul className={styles.cards}>
        {order.items.map((item) => {
          const location = [item.location_name, item.city].filter(Boolean).join(', ');
          return (
            <li key={item.reservation_id} className={styles.card}>
              <Image
                src={resolveImage(item.image?.url, 'none')}
                alt={item.image?.alt ?? ''}
                width={100}
                height={100}
                layout="fixed"
                className={styles.image}
              />
              <div>
                <h2 className={styles.cardTitle}>
                  {t('checkout.success.ticketsFor', {
                    count: item.number_of_tickets,
                    name: item.attraction_name,
                  })}
                </h2>
                <dl className={styles.facts}>
                  <dt className={styles.term}>{t('checkout.success.time')}</dt>
                  <dd className={styles.definition}>
                    {formatVenueDate(item.start_datetime, {
                      locale,
                      timeZone: item.timezone,
                      withTime: true,
                    })}
                  </dd>
                  {location ? (
                    <>
                      <dt className={styles.term}>{t('checkout.success.location')}</dt>
                      <dd className={styles.definition}>{location}</dd>
                    </>
                  ) : null}
                  <dt className={styles.term}>{t('checkout.success.amountPaid')}</dt>
                  <dd className={styles.definition}>
                    {formatMoney(item.total_price, item.currency ?? DEFAULT_AMOUNT_PAID_CURRENCY, locale)}
                  </dd>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
      {helpCentreHref ? (
        <a
          className={styles.helpLink}
          href={helpCentreHref}
          onClick={(event) => {
            if (event.defaultPrevented || !isPlainClick(event)) return;
            event.preventDefault();
            onHelpCentre();
          }}
        >
          {t('checkout.success.helpCentre')}
        </a>
      ) : (
        <button type="button" className={styles.helpLink} onClick={onHelpCentre}>
          {t('checkout.success.helpCentre')}
        </button>
      )}
    </section>
  );
}
