/**
 * Fixtures of the basket's stories (not part of the package's API): two held reservations and a
 * hand-driven clock, so the hold countdowns read the same in every screenshot.
 */
import type { BasketItem, Clock, TimerProvider } from '@coras/booking-core';
import type { CheckoutBasket } from './CheckoutBasket';

/** The instant the stories' clock starts at (the sandbox's pinned day). */
export const STORY_NOW = Date.parse('2026-11-21T09:00:00Z');

/** A clock that stands still until `advance` moves it, running the timers that fall due. */
export interface StoryTime {
  clock: Clock;
  timers: TimerProvider;
  advance(ms: number): void;
}

export function storyTime(start = STORY_NOW): StoryTime {
  let now = start;
  let lastId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  return {
    clock: () => now,
    timers: {
      setTimeout: (run, ms) => {
        lastId += 1;
        pending.set(lastId, { at: now + ms, run });
        return lastId;
      },
      clearTimeout: (handle) => {
        pending.delete(handle as number);
      },
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!next) break;
        pending.delete(next[0]);
        now = next[1].at;
        next[1].run();
      }
      now = until;
    },
  };
}

const held = (item: Omit<BasketItem, 'currency' | 'timezone'>): BasketItem => ({
  currency: 'EUR',
  timezone: 'Europe/Dublin',
  ...item,
});

const ticket = (id: string, name: string, fullPrice: number) => ({
  ticket_id: id,
  price_type_id: name.toLowerCase(),
  name,
  full_price: fullPrice,
});

export const walkingTourHold = held({
  reservation_id: 'r-1',
  attraction_name: 'Dublin Walking Tour',
  number_of_tickets: 2,
  tickets: [ticket('t-1', 'Adult', 3000), ticket('t-2', 'Child', 2000)],
  total_price: 5000,
  expires_in: 754,
  expiresAt: STORY_NOW + 754_000,
  start_datetime: '2026-12-05T10:30:00Z',
  media: [{ url: '/fixtures/images/castle.svg' }],
});

export const theatreHold = held({
  reservation_id: 'r-2',
  attraction_name: 'Cork Opera House: A Christmas Carol',
  number_of_tickets: 3,
  tickets: [ticket('t-3', 'Adult', 3500), ticket('t-4', 'Adult', 3500), ticket('t-5', 'Adult', 3500)],
  total_price: 10500,
  expires_in: 432,
  expiresAt: STORY_NOW + 432_000,
  start_datetime: '2026-12-12T19:30:00Z',
  media: [{ url: '/fixtures/images/theatre.svg' }],
});

/** A loaded basket holding `items`; reload and remove resolve at once. */
export function storyBasket(items: readonly BasketItem[]): CheckoutBasket {
  return {
    items,
    status: 'complete',
    totalPrice: items.reduce((sum, item) => sum + item.total_price, 0),
    currency: 'EUR',
    reload: async () => {},
    remove: async () => {},
  };
}
