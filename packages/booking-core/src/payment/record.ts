import type { CurrencyCode, Media, ReservationConfirmation } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import type { RemovableStorage } from '../adapters/storage';
import type { AnalyticsReservation } from '../analytics/orderEvents';

/** One reservation of a paid order, as the confirmation cards show it. */
export interface OrderItem extends AnalyticsReservation {
  currency?: CurrencyCode | undefined;
  start_datetime: string;
  timezone: string;
  location_name?: string | undefined;
  city?: string | undefined;
  /** The first media image (spec 2 §2: the confirmation card's picture). */
  image?: Media | undefined;
}

/** What the success view needs, kept from the moment the reservation was confirmed. */
export interface OrderSnapshot {
  email: string;
  items: OrderItem[];
  currency: CurrencyCode;
  total: number;
}

/**
 * The payment of the visitor's basket, as far as it got. One record per visitor, shared by every
 * tab (the checkout keeps it in `localStorage`): it belongs to the basket it names — its booking
 * session and its reservations — and is never reused for another, so every tab paying that basket
 * sends the same `Idempotency-Key` and follows the same payment.
 */
export interface PaymentRecord {
  version: 1;
  /** The booking session it was made in (a record of another session is stale). */
  sessionId: string | undefined;
  /** The reservations being paid for. */
  reservationIds: string[];
  /** The `Idempotency-Key` of the confirmation call and the body it was sent with. */
  idempotency?: { key: string; body: string } | undefined;
  /** The confirmed reservation: reused, never confirmed twice (spec 2 §4 step 4). */
  confirmation?: ReservationConfirmation | undefined;
  /** The card confirmation was sent: after a reload, poll rather than charge again. */
  cardSent?: boolean | undefined;
  order?: OrderSnapshot | undefined;
  /** The order is paid; its reference, and when the page saw it paid (epoch ms). */
  paid?: { reference: string; at?: number | undefined } | undefined;
  /** The transaction of the last payment that ended in failure: no tab writes it back. */
  spent?: string | undefined;
}

/** The storage key of the record. */
export const PAYMENT_RECORD_KEY = 'coras-checkout-payment';

/**
 * How long a paid order is shown again once its booking session is gone (cleared on payment): a
 * reload or another tab shortly after sees the confirmation; a visit a day later starts afresh.
 * The booking session's own lifetime (spec 2 §9: 20 minutes).
 */
export const PAID_RECORD_TTL_MS = 20 * 60 * 1000;

/** Reads, writes and forgets the visitor's {@link PaymentRecord}; a corrupt entry reads as none. */
export interface PaymentRecordStore {
  read(): PaymentRecord | undefined;
  write(record: PaymentRecord): void;
  update(changes: Partial<PaymentRecord>): PaymentRecord | undefined;
  clear(): void;
}

function isRecord(value: unknown): value is PaymentRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as PaymentRecord).version === 1 &&
    Array.isArray((value as PaymentRecord).reservationIds)
  );
}

/** The record store over a {@link RemovableStorage}; storage failures are logged, never thrown. */
export function createPaymentRecordStore(storage: RemovableStorage, logger: Logger): PaymentRecordStore {
  const read = (): PaymentRecord | undefined => {
    try {
      const text = storage.getItem(PAYMENT_RECORD_KEY);
      if (text === null) return undefined;
      const value: unknown = JSON.parse(text);
      if (isRecord(value)) return value;
      logger.warn('Checkout: ignored an unreadable payment record');
    } catch (error) {
      logger.warn('Checkout: ignored an unreadable payment record', error);
    }
    return undefined;
  };
  const write = (record: PaymentRecord) => {
    try {
      storage.setItem(PAYMENT_RECORD_KEY, JSON.stringify(record));
    } catch (error) {
      logger.error('Checkout: the payment record could not be stored', error);
    }
  };
  return {
    read,
    write,
    update(changes) {
      const current = read();
      if (!current) return undefined;
      const next = { ...current, ...changes };
      write(next);
      return next;
    },
    clear() {
      try {
        storage.removeItem(PAYMENT_RECORD_KEY);
      } catch (error) {
        logger.warn('Checkout: the payment record could not be removed', error);
      }
    },
  };
}
