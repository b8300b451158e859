import type { ReservationConfirmation, Transaction } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import type { TimerProvider } from '../adapters/timers';
import { type PaymentState, paymentStarted } from './payment';
import type { PaymentRecord } from './record';
import type { TabRecord } from './tab-record';

/**
 * How often a page told that another tab pays its basket checks that payment (the record, then the
 * server) when no event has said anything: the fallback a missed storage event cannot defeat.
 */
export const FOLLOW_CHECK_MS = 3000;

/** The page says another tab pays this basket (409, code 47), and that it follows that payment. */
function awaitingOther(state: PaymentState): boolean {
  return state.status === 'editing' && state.cardError?.code === 'basketBeingPaid';
}

/** What {@link createFollower} needs from the flow. */
export interface FollowerOptions {
  tab: TabRecord;
  timers: TimerProvider;
  logger: Logger;
  /** Whether the page is on screen. */
  active(): boolean;
  /** The machine's state now. */
  state(): PaymentState;
  sessionId(): string | undefined;
  fetchTransaction(userId: string, transactionId: string): Promise<Transaction | undefined>;
  /** Follows the payment `confirmation` another tab makes of the basket `record` names. */
  resume(confirmation: ReservationConfirmation, record: PaymentRecord | undefined): void;
}

/** How the page follows a payment another tab of the visitor makes. */
export interface Follower {
  /** A signal (a storage event, focus, the tab shown, a check): see `PaymentFlow.follow`. */
  follow(): void;
  /**
   * The machine's state changed. Just told that another tab pays, the page follows at once if it
   * can, then checks every {@link FOLLOW_CHECK_MS} while it awaits that payment.
   */
  watch(): void;
}

/**
 * Follows another tab's payment of this basket. At every signal the tab that pays writes its
 * payment again if another tab's write lost it; a page on its form follows a payment whose card was
 * sent (or paid) there; a page told that another tab pays (409, code 47) also remembers the
 * confirmation the record named and asks the server how it stands, and follows it once its card is
 * under way (the record may never say so: a write another tab lost, a full storage). Told so, it
 * checks every {@link FOLLOW_CHECK_MS} on its own until it follows.
 */
export function createFollower(options: FollowerOptions): Follower {
  const { tab, timers } = options;
  /** The confirmation of the payment another tab makes, once the record named it. */
  let watched: ReservationConfirmation | undefined;
  let handle: unknown;
  let watching = false;
  let checking = false;

  async function ask(confirmation: ReservationConfirmation) {
    if (checking) return;
    checking = true;
    try {
      const transaction = await options.fetchTransaction(confirmation.user_id, confirmation.transaction_id);
      if (options.active() && awaitingOther(options.state()) && paymentStarted(transaction?.status))
        options.resume(confirmation, tab.read());
    } catch (error) {
      options.logger.warn('Checkout: the payment of another tab could not be checked', error);
    } finally {
      checking = false;
    }
  }

  function follow() {
    if (!options.active()) return;
    const record = tab.read();
    tab.keepOwn(options.state().status, record);
    const state = options.state();
    if (state.status !== 'editing') return;
    if (record?.confirmation && tab.following(record)) {
      options.resume(record.confirmation, record);
      return;
    }
    if (!awaitingOther(state)) return;
    const session = options.sessionId();
    if (record?.confirmation && (session === undefined || session === record.sessionId))
      watched = record.confirmation;
    if (watched) void ask(watched);
  }

  return {
    follow,
    watch() {
      const wanted = awaitingOther(options.state());
      if (wanted === watching) return;
      watching = wanted;
      if (!wanted) {
        timers.clearTimeout(handle);
        watched = undefined;
        return;
      }
      const tick = () => {
        follow();
        if (watching) handle = timers.setTimeout(tick, FOLLOW_CHECK_MS);
      };
      handle = timers.setTimeout(tick, FOLLOW_CHECK_MS);
      // Just told: it follows at once if that payment's card is already under way.
      follow();
    },
  };
}
