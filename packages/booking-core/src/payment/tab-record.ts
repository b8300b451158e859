import type { ReservationConfirmRequest } from '@coras/api-client';
import type { PaymentStatus } from './payment';
import type { OrderSnapshot, PaymentRecord, PaymentRecordStore } from './record';

/** A short, non-cryptographic fingerprint of a request body (cyrb53), so no personal data is stored. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The same reservations, in the same order. */
export const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Records of the same basket: same booking session and reservations. */
const sameBasket = (a: PaymentRecord, b: PaymentRecord) =>
  a.sessionId === b.sessionId && sameIds(a.reservationIds, b.reservationIds);

/**
 * One tab's side of the visitor's payment record, which every tab of theirs shares: what this tab
 * knows of the payment it makes ("its own"), written whole at every step over the record of the
 * same basket, and written again when another tab's write lost some of it; the confirmation's
 * `Idempotency-Key`; and what the record says of a payment another tab makes.
 */
export interface TabRecord {
  read(): PaymentRecord | undefined;
  clear(): void;
  /** Writes this tab's own payment, with `changes`, over the record of the same basket. */
  own(changes: Partial<PaymentRecord>): void;
  /** `record`'s payment is this tab's own (its own before a reload, or a confirmation it reuses). */
  adopt(record: PaymentRecord): void;
  /** This tab follows the payment of the basket `record` names: none of it is this tab's. */
  follow(record: PaymentRecord | undefined): void;
  /** This tab's payment is given up (spent, or the basket changed): the record forgets it. */
  abandon(): void;
  /** The order of this tab's own payment. */
  ownOrder(): OrderSnapshot | undefined;
  /**
   * Another tab wrote `record` over this tab's payment, under way or paid (it read the record
   * before this tab's last write reached it): this tab writes its payment again, so that the tabs
   * following it find it. A payment another tab saw fail stays spent.
   */
  keepOwn(status: PaymentStatus, record: PaymentRecord | undefined): void;
  /** The record holds a card payment of this session's basket that was sent, or paid. */
  following(record: PaymentRecord): boolean;
  /** A stored confirmation a submit may reuse: same session (or none left), same reservations. */
  reusable(ids: readonly string[]): PaymentRecord | undefined;
  /**
   * The key of a confirmation: the one the record holds for the same basket and body — written by
   * this tab before a reload, or by another tab paying the same basket — else a new one, stored
   * before the call so a reload while it is in flight sends it again. Answers the record it
   * replaced too (see {@link TabRecord.refused}).
   */
  keyFor(
    body: ReservationConfirmRequest,
    ids: readonly string[],
  ): { key: string; replaced: PaymentRecord | undefined };
  /**
   * The server refused the confirmation sent with `key` (4xx): it created nothing, so the key is
   * spent. Only while the record still holds it (another tab may have written since), and only
   * the key changes: what a paying tab wrote since stays. Refused because another tab pays the
   * basket (`beingPaid`), the key the call displaced comes back, so a reload there sends it.
   */
  refused(key: string, replaced: PaymentRecord | undefined, beingPaid: boolean): void;
}

/** What {@link createTabRecord} needs. */
export interface TabRecordOptions {
  records: PaymentRecordStore;
  /** The booking session now (none once it ended or the order was paid). */
  sessionId(): string | undefined;
  /** The reservations the page pays for. */
  pageIds(): readonly string[];
  newIdempotencyKey(): string;
}

/** See {@link TabRecord}. */
export function createTabRecord({
  records,
  sessionId,
  pageIds,
  newIdempotencyKey,
}: TabRecordOptions): TabRecord {
  /** This tab's own payment, as it last wrote it. */
  let mine: PaymentRecord | undefined;
  const basketOf = (record: PaymentRecord | undefined): PaymentRecord =>
    record
      ? { version: 1, sessionId: record.sessionId, reservationIds: [...record.reservationIds] }
      : { version: 1, sessionId: sessionId(), reservationIds: [...pageIds()] };
  const own = (changes: Partial<PaymentRecord>) => {
    const current = records.read();
    mine = { ...(mine ?? basketOf(current)), ...changes };
    records.write(current && sameBasket(current, mine) ? { ...current, ...mine } : mine);
  };
  const sessionAllows = (record: PaymentRecord) => {
    const current = sessionId();
    return current === undefined || current === record.sessionId;
  };
  return {
    read: () => records.read(),
    clear: () => records.clear(),
    own,
    adopt(record) {
      mine = { ...record };
    },
    follow(record) {
      mine = basketOf(record);
    },
    abandon() {
      records.update({ confirmation: undefined, idempotency: undefined, cardSent: false });
      mine = undefined;
    },
    ownOrder: () => mine?.order,
    keepOwn(status, record) {
      if (!mine?.confirmation || (status !== 'polling' && status !== 'paid')) return;
      // A record removed, or of another basket, is no loss: the visitor moved on.
      if (!record || !sameBasket(record, mine) || record.spent === mine.confirmation.transaction_id) return;
      const lost =
        record.confirmation?.transaction_id !== mine.confirmation.transaction_id ||
        (mine.cardSent === true && record.cardSent !== true) ||
        (mine.paid !== undefined && record.paid === undefined);
      if (lost) own({});
    },
    following: (record) =>
      record.confirmation !== undefined &&
      (record.cardSent === true || record.paid !== undefined) &&
      sessionAllows(record),
    reusable(ids) {
      const record = records.read();
      if (!record?.confirmation || !sameIds(record.reservationIds, ids)) return undefined;
      return sessionAllows(record) ? record : undefined;
    },
    keyFor(body, ids) {
      const print = fingerprint(JSON.stringify(body));
      const record = records.read();
      const sameRequest =
        record?.idempotency?.body === print &&
        record.sessionId === sessionId() &&
        sameIds(record.reservationIds, ids);
      if (sameRequest && record.idempotency) {
        mine = { ...record };
        return { key: record.idempotency.key, replaced: undefined };
      }
      const key = newIdempotencyKey();
      mine = { version: 1, sessionId: sessionId(), reservationIds: [...ids] };
      own({ idempotency: { key, body: print } });
      return { key, replaced: record };
    },
    refused(key, replaced, beingPaid) {
      mine = undefined;
      const current = records.read();
      if (current?.idempotency?.key !== key) return;
      const displaced = beingPaid && replaced && sameBasket(replaced, current) ? replaced : undefined;
      records.write({ ...current, idempotency: displaced?.idempotency });
    },
  };
}
