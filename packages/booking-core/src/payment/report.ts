import type { Logger } from '../adapters/logger';
import type { CheckoutAnalyticsEvent } from '../analytics/analytics';
import { purchaseEvent } from '../analytics/orderEvents';
import type { OrderClaims } from './claim';
import { type PaymentState, type PaymentStatusDetail, transactionOutcome } from './payment';
import type { OrderSnapshot } from './record';
import type { TabRecord } from './tab-record';

// The end of a payment (spec 2 §4: the payment-status event either way), told once per order.

/** What {@link createReporter} needs from the flow and the page. */
export interface ReporterOptions {
  claims: OrderClaims;
  tab: TabRecord;
  logger: Logger;
  /** Epoch ms. */
  now(): number;
  /** The order this page shows. */
  order(): OrderSnapshot | undefined;
  emitPaymentStatus(detail: PaymentStatusDetail): void;
  emitAnalytics(event: CheckoutAnalyticsEvent): void;
}

/**
 * Reports the end of the payment in `state`, whose payment-status detail is `detail`. Paid, the
 * record keeps the order (a reload shows its confirmation) and the tab that claims the order emits
 * `purchase` and payment-status; failed for good, the payment is spent in the record (the
 * reservations return to the basket, no tab writes it back) and the tab that claims it emits
 * payment-status; a payment that is still pending when polling gives up is reported as it is.
 */
export function createReporter(options: ReporterOptions) {
  const { tab, logger } = options;

  /** Runs `emit` if this tab is the one to report the end `key` of the payment. */
  function claimed(key: string, emit: () => void) {
    options.claims.claim(key).then(
      (won) => {
        if (won) emit();
      },
      (error: unknown) => logger.error('Checkout: the payment’s end could not be claimed', error),
    );
  }

  return function report(state: PaymentState, detail: PaymentStatusDetail) {
    const transactionId = state.transaction?.transaction_id ?? detail.transactionId ?? '';
    if (detail.success) {
      const order = options.order() ?? tab.ownOrder() ?? tab.read()?.order;
      const reference = state.transaction?.reference_id ?? '';
      tab.own({ confirmation: state.confirmation, order, paid: { reference, at: options.now() } });
      claimed(`paid:${reference || transactionId}`, () => {
        if (order) options.emitAnalytics(purchaseEvent(order.items, order.currency, reference));
        options.emitPaymentStatus(detail);
      });
    } else if (transactionOutcome(state.transaction?.status) === 'failure') {
      tab.own({ confirmation: undefined, idempotency: undefined, cardSent: false, spent: transactionId });
      claimed(`failed:${transactionId}`, () => options.emitPaymentStatus(detail));
    } else {
      options.emitPaymentStatus(detail);
    }
  };
}
