import type { BasketStatus } from '@coras/booking-core';

/**
 * The count the navbar's basket button can show: the host's (`shown`), else the basket's — unless
 * the basket has not loaded yet for a visitor with a booking session, whose count is not known
 * (`undefined`: the button is named 'Basket', with no count, rather than 'Basket, empty'). Without a
 * session the basket is empty and never asked for (spec 1 §7). The stand-in passes no `basket`.
 */
export function knownBasketCount(
  shown: number | undefined,
  basket: { status: BasketStatus; quantity: number } | undefined,
  hasSession: boolean,
): number | undefined {
  if (shown !== undefined) return shown;
  if (!hasSession) return 0;
  if (!basket) return undefined;
  const loading = basket.status === 'initial' || basket.status === 'pending';
  return loading && basket.quantity === 0 ? undefined : basket.quantity;
}
