import type { Logger } from '../adapters/logger';
import type { RemovableStorage } from '../adapters/storage';
import type { Clock } from '../adapters/timers';

/**
 * The part of the Web Locks API (`navigator.locks`) the claim needs: a lock the browser grants to
 * one tab of the origin at a time, atomically, or refuses at once (`ifAvailable`).
 */
export interface TabLocks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

/**
 * Which tab reports a payment's end. Every tab of the visitor that shows an order (the one that
 * paid, others following it) learns its outcome, but the host counts one conversion: the first tab
 * to claim the order emits `payment-status` and `purchase`, the others show it without a word.
 */
export interface OrderClaims {
  /** True for exactly one claim of `key` across the visitor's tabs and reloads (see {@link createOrderClaims}). */
  claim(key: string): Promise<boolean>;
}

/** The storage key of the orders already reported. */
export const REPORTED_ORDERS_KEY = 'coras-checkout-reported';

/** How long an order stays reported: far longer than any tab can go on polling or showing it. */
export const REPORTED_ORDERS_TTL_MS = 24 * 60 * 60 * 1000;

/** At most this many reported orders are kept (the newest). */
const REPORTED_ORDERS_MAX = 20;

type Reported = Record<string, number>;

/** What the storage's list says; anything unreadable is no list. */
function parseReported(text: string | null): Reported {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * The claim of an order's conversion, for the visitor's tabs and their reloads:
 * - where the browser has Web Locks (`locks`), a lock named after the order, asked for with
 *   `ifAvailable` and held until the tab closes: of tabs that learn "paid" at the same instant the
 *   browser grants it to exactly one;
 * - in every browser, the last guard: the orders already reported, kept in the visitor's
 *   `storage` (shared by their tabs) for a day. A tab that learns the outcome later, or a reload, or
 *   a browser without Web Locks, finds the order there and stays silent.
 */
export function createOrderClaims({
  storage,
  locks,
  now,
  logger,
}: {
  storage: RemovableStorage;
  locks: TabLocks | undefined;
  now: Clock;
  logger: Logger;
}): OrderClaims {
  const read = (): Reported => {
    try {
      return parseReported(storage.getItem(REPORTED_ORDERS_KEY));
    } catch (error) {
      logger.warn('Checkout: the reported orders could not be read', error);
      return {};
    }
  };
  /** Marks `key` reported unless it already is; false when it was. */
  const mark = (key: string): boolean => {
    const at = now();
    const reported = read();
    if (key in reported) return false;
    const kept = Object.entries(reported)
      .filter(([, when]) => at - when < REPORTED_ORDERS_TTL_MS)
      .sort(([, a], [, b]) => b - a)
      .slice(0, REPORTED_ORDERS_MAX - 1);
    try {
      storage.setItem(REPORTED_ORDERS_KEY, JSON.stringify(Object.fromEntries([...kept, [key, at]])));
    } catch (error) {
      logger.warn('Checkout: the reported order could not be stored', error);
    }
    return true;
  };
  /** Whether this tab got the lock of `key`; it keeps it until the tab closes. */
  const lock = (key: string): Promise<boolean> => {
    if (!locks) return Promise.resolve(true);
    return new Promise((resolve) => {
      locks
        .request(`coras-order:${key}`, { ifAvailable: true }, (granted) => {
          resolve(granted !== null);
          // Held, never released: a tab that learns the outcome a moment later must not get it.
          return granted === null ? undefined : new Promise(() => undefined);
        })
        .catch((error: unknown) => {
          // A browser that refuses the lock (a sandboxed frame) leaves the storage guard alone.
          logger.warn('Checkout: the order lock was refused', error);
          resolve(true);
        });
    });
  };
  return {
    async claim(key) {
      if (key in read()) return false;
      if (!(await lock(key))) return false;
      return mark(key);
    },
  };
}
