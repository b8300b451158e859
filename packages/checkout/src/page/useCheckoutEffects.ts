import type { ReservationCheck } from '@coras/api-client';
import { type BasketItem, basketCurrency, beginCheckoutEvent, type CheckoutForm } from '@coras/booking-core';
import { useEffect, useRef } from 'react';
import type { CheckoutBasket } from '../basket/CheckoutBasket';
import type { CheckoutPageProps } from './CheckoutPageProps';

/** A reservation joined the basket: asks the check again what it needs (not while paying). */
export function useRefreshOnNewReservation(
  check: ReservationCheck | undefined,
  items: readonly BasketItem[],
  processing: boolean,
  refresh: () => void,
) {
  const unknownIds = items
    .map((item) => item.reservation_id)
    .filter((id) => check && !check.reservations.some((reservation) => reservation.id === id))
    .join(' ');
  const refreshedFor = useRef('');
  useEffect(() => {
    if (!unknownIds || processing || refreshedFor.current === unknownIds) return;
    refreshedFor.current = unknownIds;
    refresh();
  }, [unknownIds, processing, refresh]);
}

/** begin_checkout, once, when the form shows with something in it and nothing was restored. */
export function useBeginCheckout(
  form: CheckoutForm | undefined,
  basket: CheckoutBasket,
  nothingRestored: boolean,
  onAnalyticsEvent: CheckoutPageProps['onAnalyticsEvent'],
) {
  const began = useRef(false);
  const items = basket.items.filter((item) => form?.reservationIds.includes(item.reservation_id));
  useEffect(() => {
    if (began.current || !form || items.length === 0 || !nothingRestored) return;
    began.current = true;
    onAnalyticsEvent?.(beginCheckoutEvent(items, basketCurrency(items, basket.currency)));
  });
}
