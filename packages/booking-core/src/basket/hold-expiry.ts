import type { BasketItem } from './basket';

/**
 * An item that leaves the basket this close to its planned end counts as expired: the server's
 * clock and ours are not the same clock.
 */
export const HOLD_EXPIRY_TOLERANCE_MS = 2_000;

/** Why the items that left the basket left it. */
export interface HoldExpiryDiff {
  /** Their hold ran out: the visitor is told (spec 2 §2, WCAG 2.2.1). */
  expired: BasketItem[];
  /**
   * The server said their hold had ended while it still had time on it: released (removed in
   * another tab, its session gone, a payment cancelled), not expired. The visitor is told so.
   */
  released: BasketItem[];
  /** Removed, here or elsewhere (the navbar's basket, another tab): nothing to announce. */
  removed: BasketItem[];
}

/** What {@link holdExpiryDiff} knows beyond the two lists. */
export interface HoldExpiryContext {
  /** Epoch ms. */
  now: number;
  /** Reservations the visitor is removing here: never expired, however close their end. */
  removing?: ReadonlySet<string> | undefined;
  /**
   * Reservations the server said had ended (409, code 39; a payment cancelled because they were no
   * longer held): expired if their hold had run out by `now`, else released.
   */
  ended?: ReadonlySet<string> | undefined;
}

/** The item's running hold had ended by `now` (within {@link HOLD_EXPIRY_TOLERANCE_MS}). */
const ranOut = (item: BasketItem, now: number) =>
  item.expires_in > 0 && item.expiresAt <= now + HOLD_EXPIRY_TOLERANCE_MS;

/**
 * Whether every hold of `items` had run out by `now`: the tickets of a booking session that ended
 * are known to be released only then. A session the server ended earlier (a 401) leaves holds it
 * may still keep until their end, which the page cannot see.
 */
export function holdsRanOut(items: readonly BasketItem[], now: number): boolean {
  return items.length > 0 && items.every((item) => ranOut(item, now));
}

/**
 * The one rule of "the hold expired", for the basket and the payment page alike: of the items in
 * `previous` missing from `next`, those whose running hold (`expires_in` > 0) had ended by `now`
 * (within {@link HOLD_EXPIRY_TOLERANCE_MS}) expired; those the server said had ended with time
 * still left on their hold were released; the rest — removed from this page, from the navbar's
 * basket or in another tab — were removed.
 */
export function holdExpiryDiff(
  previous: readonly BasketItem[],
  next: readonly BasketItem[],
  { now, removing, ended }: HoldExpiryContext,
): HoldExpiryDiff {
  const held = new Set(next.map((item) => item.reservation_id));
  const diff: HoldExpiryDiff = { expired: [], released: [], removed: [] };
  for (const item of previous) {
    if (held.has(item.reservation_id)) continue;
    const id = item.reservation_id;
    if (removing?.has(id)) diff.removed.push(item);
    else if (ranOut(item, now)) diff.expired.push(item);
    else if (ended?.has(id)) diff.released.push(item);
    else diff.removed.push(item);
  }
  return diff;
}
