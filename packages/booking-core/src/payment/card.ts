import type { CorasClient } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import type { CardField } from '../checkout/card-errors';
import { noLongerHeld } from './confirm';
import type { PaymentEffects } from './payment';
import type { TabRecord } from './tab-record';

// Step 5 of the payment (spec 2 §4, §8): the card, confirmed by the provider with the client secret.

/**
 * How a card payment ended. `failed` carries the message to show and, for a card error, the field
 * it belongs to; anything else (configuration, network) has no field and shows as a general error.
 */
export type CardPaymentResult =
  | { status: 'succeeded' }
  | { status: 'failed'; message: string; field?: CardField | undefined; code?: string | undefined };

/**
 * Provider codes of a payment cancelled before any charge because its holds were gone (the
 * sandbox's card stand-in, see the contract's sandbox-payments tag).
 */
const CANCELLED_BEFORE_CHARGE = /^(reservation_gone|authentication_timeout)$/;

/** Codes of refusals the visitor cannot fix on a field: the failure view (the card is not charged). */
const FIELD_FIXABLE = /^(incomplete|invalid|incorrect)_|^expired_card$/;

/** What {@link createCardStep} needs from the flow and the page. */
export interface CardStepOptions {
  client: CorasClient;
  tab: TabRecord;
  logger: Logger;
  /** The provider's card confirmation. */
  confirmCard(clientSecret: string): Promise<CardPaymentResult>;
  /** The reservations the page pays for. */
  reservationIds(): readonly string[];
  /** The server said these holds had ended. */
  onHoldsEnded(reservationIds: string[]): void;
  /** The card was refused for good (the failure view, 'Your card has not been charged'). */
  onDeclined(message: string): void;
}

/** The card step: `confirm` for the machine, and whether its payment was cancelled. */
export interface CardStep {
  confirm: PaymentEffects['confirmCardPayment'];
  /**
   * Whether the provider cancelled the payment since the last call (its confirmation is spent: the
   * next submit confirms afresh); asking forgets it.
   */
  takeCancelled(): boolean;
}

/**
 * Step 5: the record says the card was sent before it goes (a reload then polls rather than
 * charging again) and takes it back when the provider refuses it. A payment the provider cancelled
 * because its holds were gone is spent, and the holds that ended are named; a card error the
 * visitor can fix lands on its field; any other refusal is a decline (the failure view).
 */
export function createCardStep(options: CardStepOptions): CardStep {
  const { tab, logger } = options;
  let cancelled = false;
  return {
    async confirm(clientSecret) {
      tab.own({ cardSent: true });
      const result = await options.confirmCard(clientSecret);
      if (result.status === 'succeeded') return { ok: true };
      // Refused: nothing was charged and the payment stays open for another card.
      tab.own({ cardSent: false });
      if (result.code && CANCELLED_BEFORE_CHARGE.test(result.code)) {
        // The provider cancelled the payment because its holds were gone (expired, removed, or
        // released after an unfinished authentication): this confirmation is spent, and the page
        // names the holds that ended rather than offering the same dead payment again.
        tab.own({ confirmation: undefined, idempotency: undefined });
        cancelled = true;
        const ended = await noLongerHeld(options.client, options.reservationIds());
        logger.warn('Checkout: the payment was cancelled before any charge', result);
        if (ended.length > 0) options.onHoldsEnded(ended);
        return { ok: false, message: { code: 'paymentCancelled' } };
      }
      const message = { code: 'text', text: result.message } as const;
      if (result.field && !(result.code && !FIELD_FIXABLE.test(result.code))) {
        return { ok: false, field: result.field, message };
      }
      options.onDeclined(result.message);
      return { ok: false, message };
    },
    takeCancelled() {
      const was = cancelled;
      cancelled = false;
      return was;
    },
  };
}
