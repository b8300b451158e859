import type { ReservationCheck } from '@coras/api-client';
import type { BasketItem, BasketStatus } from '../basket/basket';
import type { PaymentFlowView } from '../payment/flow';
import { isProcessing, transactionOutcome } from '../payment/payment';

/**
 * What the payment page shows (spec 2 §2, §4): the confirmation of an order paid before a reload
 * (`restored-paid`) or just now (`paid`), the processing view while polling, the still-pending
 * view, the booking session ended (its tickets released), the failure view, the loading state,
 * an empty basket (nothing to pay for: a reload after the session ended), the failed check, or
 * the form.
 */
export type CheckoutView =
  | 'restored-paid'
  | 'paid'
  | 'polling'
  | 'pending'
  | 'session-ended'
  | 'failed'
  | 'loading'
  | 'empty'
  | 'check-failed'
  | 'form';

/** What {@link checkoutView} decides on. */
export interface CheckoutViewInput {
  /** The payment flow's view: its state, a refused card, what a reload found. */
  flow: {
    payment: Pick<PaymentFlowView['payment'], 'status' | 'transaction'>;
    declined: PaymentFlowView['declined'];
    restored: Pick<NonNullable<PaymentFlowView['restored']>, 'kind'> | undefined;
  };
  /** The reservation check's load. */
  check: 'loading' | 'error' | 'ready';
  /** The form could be built (the check answered). */
  hasForm: boolean;
  /**
   * The booking session the page was opened with is gone, and not because it was paid: it expired
   * or the server answered 401 (issue 20: said, not 'An error occurred'). @default false
   */
  sessionEnded?: boolean | undefined;
  /**
   * The basket is loaded and holds nothing: there is nothing to pay for, so no form that cannot be
   * sent — whether it held nothing since the page opened (a reload after the session ended, or no
   * basket at all) or emptied during checkout (its holds expired, or were removed in another tab;
   * issue 29 §2). A submit already under way keeps its form. @default false
   */
  emptyBasket?: boolean | undefined;
}

/**
 * The payment page's view, in this order: paid > polling > pending > session ended > failed >
 * loading (the payment record) > empty basket > loading (the check) > error > form. A paid order always shows its confirmation; a failure whose transaction is still pending
 * after polling gave up shows 'Check again' rather than 'Try again'.
 */
export function checkoutView(input: CheckoutViewInput): CheckoutView {
  const { payment, declined, restored } = input.flow;
  if (restored?.kind === 'paid') return 'restored-paid';
  if (payment.status === 'paid') return 'paid';
  if (payment.status === 'polling') return 'polling';
  if (payment.status === 'failed' && transactionOutcome(payment.transaction?.status) === 'pending') {
    return 'pending';
  }
  if (input.sessionEnded) return 'session-ended';
  if (payment.status === 'failed' || declined !== null) return 'failed';
  // An empty basket waits for the payment record: a reload after paying shows the confirmation.
  if (restored === undefined) return 'loading';
  if (input.emptyBasket && !isProcessing(payment)) return 'empty';
  if (input.check === 'loading') return 'loading';
  if (input.check === 'error' || !input.hasForm) return 'check-failed';
  return 'form';
}

/**
 * The reservations being paid for: those the check lists that the basket still holds, in the
 * check's order. Until the basket has loaded, every reservation the check lists.
 */
export function activeReservationIds(
  check: Pick<ReservationCheck, 'reservations'> | undefined,
  basket: { status: BasketStatus; items: readonly Pick<BasketItem, 'reservation_id'>[] },
): string[] {
  const held =
    basket.status === 'complete' ? new Set(basket.items.map((item) => item.reservation_id)) : undefined;
  return (check?.reservations ?? [])
    .map((reservation) => reservation.id)
    .filter((id) => !held || held.has(id));
}
