import { createOffsetClock, type OffsetClock } from './clock';
import type { ResolvedOptions } from './config';
import { type Catalog, createCatalog } from './data/catalog';
import { utcDate } from './data/time';
import { createFaultInjector, type FaultInjector, parseFaultSpecs } from './http/faults';
import { createTransactionStore, type TransactionStore } from './payments/transactions';
import { createRandom, hash } from './random';
import { createIdempotencyStore, type IdempotencyStore } from './store/idempotency';
import { createInventory, type Inventory } from './store/inventory';
import { createReservationStore, type ReservationStore } from './store/reservations';
import { createSessionStore, type SessionStore } from './store/sessions';
import { createSupportStore, type SupportStore } from './store/support';

/** How often (on the sandbox clock) ended sessions' records, payments and keys are evicted. */
const EVICTION_INTERVAL_MS = 60_000;

/** Everything the sandbox remembers between requests, and the clock it reads. */
export interface SandboxState {
  readonly options: ResolvedOptions;
  /** The injected clock, shifted by `POST /sandbox/clock`. */
  readonly clock: OffsetClock;
  /** The date the catalogue is relative to. */
  today(): string;
  /** The catalogue of {@link today}; rebuilt when the date changes. */
  catalog(): Catalog;
  sessions: SessionStore;
  inventory: Inventory;
  reservations: ReservationStore;
  transactions: TransactionStore;
  support: SupportStore;
  idempotency: IdempotencyStore;
  faults: FaultInjector;
  /**
   * A catalogue answer computed once per clock minute. Exact: instances start on whole minutes,
   * so whether one is still ahead cannot change within a minute; stock is never memoised.
   */
  memo<T>(key: string, compute: () => T): T;
  /**
   * Settles payments, times out unfinished authentications, expires sessions and holds whose time
   * has come, cancels unpaid transactions whose holds ended, and evicts what outlived its
   * retention. Run before each request.
   */
  tick(): void;
  /** Forgets every session, hold, payment, message and key; faults back to the options'; clock shift 0. */
  reset(): void;
}

/** The state of one sandbox for resolved `options`. */
export function createState(options: ResolvedOptions): SandboxState {
  const clock = createOffsetClock(options.clock);
  let cached: Catalog | undefined;
  const today = () => utcDate(clock.now());

  const build = () => {
    const random = createRandom(hash(`ids:${options.seed}`));
    const faultRandom = createRandom(hash(`faults:${options.seed}`));
    const inventory = createInventory();
    const reservations = createReservationStore({
      clock,
      holdMs: () => options.holdTtlMs,
      random,
      inventory,
    });
    return {
      sessions: createSessionStore({ clock, ttlMs: () => options.sessionTtlMs, random }),
      inventory,
      reservations,
      transactions: createTransactionStore({
        clock,
        random,
        settleMs: () => options.paymentDelayMs,
        reservations,
      }),
      support: createSupportStore({ clock, random }),
      idempotency: createIdempotencyStore(clock),
      faults: createFaultInjector(parseFaultSpecs(options.faults), faultRandom.next),
    };
  };

  const memos = new Map<string, unknown>();
  let memoMinute = Number.NaN;
  const MEMO_LIMIT = 500;
  let lastEviction = Number.NEGATIVE_INFINITY;

  const state: SandboxState = {
    options,
    clock,
    today,
    catalog() {
      const date = today();
      if (cached?.today !== date)
        cached = createCatalog(options.seed, date, { hostileName: options.hostileName });
      return cached;
    },
    ...build(),
    memo<T>(key: string, compute: () => T): T {
      const minute = Math.floor(clock.now() / 60_000);
      if (minute !== memoMinute || memos.size >= MEMO_LIMIT) {
        memos.clear();
        memoMinute = minute;
      }
      if (memos.has(key)) return memos.get(key) as T;
      const value = compute();
      memos.set(key, value);
      return value;
    },
    tick() {
      state.transactions.sweep();
      state.reservations.sweep(state.sessions.sweep());
      state.transactions.cancelAbandoned();
      // Ended records are forgotten once their retention has passed; checked once per clock
      // minute (or when the clock jumps back) so a busy sandbox does not walk them on every call.
      const now = clock.now();
      if (now - lastEviction >= EVICTION_INTERVAL_MS || now < lastEviction) {
        lastEviction = now;
        state.idempotency.evict();
        state.transactions.evict();
        state.reservations.evict();
      }
    },
    reset() {
      Object.assign(state, build());
      clock.reset();
      memos.clear();
    },
  };
  return state;
}
