import type { Reservation } from '@coras/api-client';

/**
 * A reservation's 70 × 70 image in the basket (spec 2 §9): its basket thumbnail, else its first
 * photo; `undefined` without either, for the view's placeholder.
 *
 * A module of its own, apart from `basket.ts` which the payment route loads before the checkout:
 * only the basket's rows (the drawer's and the checkout's) show it.
 */
export function reservationThumbnail(reservation: Pick<Reservation, 'images' | 'media'>): string | undefined {
  return reservation.images?.image_w70_h70?.trim() || reservation.media?.[0]?.url?.trim() || undefined;
}
