import type { CurrencyCode } from '@coras/api-client';
import type { Clock } from '../clock';
import { NotEnoughTicketsError } from '../errors';
import type { Random } from '../random';
import type { Inventory } from './inventory';

/**
 * `held`: in a basket until `expiresAt`. `paying`: a card payment is settling, so the hold no
 * longer expires. `sold`: paid. `released` (DELETE, session gone) and `expired` give the stock back.
 */
type ReservationStatus = 'held' | 'paying' | 'sold' | 'released' | 'expired';

/** One ticket of a reservation, priced in the reservation's currency. */
interface TicketRecord {
  ticketId: string;
  priceTypeId: string;
  /** Unit price plus booking fee, smallest unit. */
  fullPrice: number;
  section?: string;
  row?: string;
  seat?: string;
}

/** A reservation as the store keeps it; the API's `Reservation` is a view of it. */
export interface ReservationRecord {
  id: string;
  sessionId: string;
  attractionId: string;
  date: string;
  selectionId: string;
  stockKey: string;
  currency: CurrencyCode;
  language: string;
  tourLanguage: string;
  tickets: TicketRecord[];
  totalPrice: number;
  createdAt: number;
  expiresAt: number;
  status: ReservationStatus;
  /** When it was released, expired or sold: it is forgotten {@link ENDED_RESERVATION_RETENTION_MS} later. */
  endedAt?: number;
  pickupId: string | null;
  pickupEntry: string | null;
  transactionId?: string;
}

/** What a hold needs; prices and capacity come from the catalogue. */
interface HoldRequest {
  sessionId: string;
  attractionId: string;
  date: string;
  selectionId: string;
  stockKey: string;
  capacity: number;
  currency: CurrencyCode;
  language: string;
  tourLanguage: string;
  tickets: ReadonlyArray<{ priceTypeId: string; fullPrice: number }>;
  /** Seated option: tickets get a row and seat in this section. */
  seatedSection?: string;
  pickupId: string | null;
  pickupEntry: string | null;
  /** This hold's length instead of the store's `holdMs` (the `X-Sandbox-Hold-Ttl-Ms` header). */
  holdMs?: number;
}

/** Reservations and their holds on the {@link Inventory}. */
export interface ReservationStore {
  /** Takes the stock and holds it; throws {@link NotEnoughTicketsError} when too few remain. */
  hold(request: HoldRequest): ReservationRecord;
  get(id: string): ReservationRecord | undefined;
  /** The session's basket: held and paying reservations, oldest first. */
  basket(sessionId: string): ReservationRecord[];
  /** Gives the stock back at once (DELETE). */
  release(id: string, status?: 'released' | 'expired'): void;
  /**
   * Moves active reservations between held, paying and sold. A reservation that is no longer
   * active (expired, released) cannot be paid for: asking throws instead of being skipped, so a
   * payment can never settle for tickets it does not hold.
   */
  setStatus(ids: readonly string[], status: 'held' | 'paying' | 'sold'): void;
  /** Expires holds past their time and releases the baskets of `goneSessions`. */
  sweep(goneSessions: readonly string[]): void;
  /** Forgets reservations that ended more than {@link ENDED_RESERVATION_RETENTION_MS} ago. */
  evict(): void;
  clear(): void;
}

/**
 * How long an ended reservation is remembered: a late confirmation of it still answers 409 (code
 * 39, expired or released) rather than 400 (not in this basket), and a paid one still shows.
 */
export const ENDED_RESERVATION_RETENTION_MS = 24 * 60 * 60_000;

const SEATS_PER_ROW = 18;
const rowName = (index: number) =>
  index < 26
    ? String.fromCharCode(65 + index)
    : `${String.fromCharCode(64 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`;

/** An empty {@link ReservationStore}; `holdMs` is read at each hold. */
export function createReservationStore(options: {
  clock: Clock;
  holdMs: () => number;
  random: Random;
  inventory: Inventory;
}): ReservationStore {
  const { clock, inventory, random } = options;
  const all = new Map<string, ReservationRecord>();
  const active = new Map<string, ReservationRecord>();

  const release: ReservationStore['release'] = (id, status = 'released') => {
    const record = active.get(id);
    if (!record || (record.status !== 'held' && record.status !== 'paying')) return;
    inventory.give(record.stockKey, record.tickets.length);
    record.status = status;
    record.endedAt = clock.now();
    active.delete(id);
  };

  return {
    hold(request) {
      const count = request.tickets.length;
      const first = inventory.take(request.stockKey, request.capacity, count);
      if (first === undefined)
        throw new NotEnoughTicketsError(inventory.remaining(request.stockKey, request.capacity));
      const now = clock.now();
      const tickets = request.tickets.map((ticket, index): TicketRecord => {
        const seatIndex = first + index;
        return {
          ticketId: `tk_${random.token(16)}`,
          priceTypeId: ticket.priceTypeId,
          fullPrice: ticket.fullPrice,
          ...(request.seatedSection === undefined
            ? {}
            : {
                section: request.seatedSection,
                row: rowName(Math.floor(seatIndex / SEATS_PER_ROW)),
                seat: String((seatIndex % SEATS_PER_ROW) + 1),
              }),
        };
      });
      const record: ReservationRecord = {
        id: random.uuid(),
        sessionId: request.sessionId,
        attractionId: request.attractionId,
        date: request.date,
        selectionId: request.selectionId,
        stockKey: request.stockKey,
        currency: request.currency,
        language: request.language,
        tourLanguage: request.tourLanguage,
        tickets,
        totalPrice: tickets.reduce((sum, ticket) => sum + ticket.fullPrice, 0),
        createdAt: now,
        expiresAt: now + (request.holdMs ?? options.holdMs()),
        status: 'held',
        pickupId: request.pickupId,
        pickupEntry: request.pickupEntry,
      };
      all.set(record.id, record);
      active.set(record.id, record);
      return record;
    },
    get: (id) => all.get(id),
    basket: (sessionId) =>
      [...active.values()].filter((record) => record.sessionId === sessionId && record.status !== 'sold'),
    release,
    setStatus(ids, status) {
      const records = ids.map((id) => {
        const record = active.get(id);
        if (!record)
          throw new RangeError(`Reservation ${id} is no longer active: it cannot become ${status}`);
        return record;
      });
      for (const record of records) {
        record.status = status;
        // A sold reservation keeps its stock for good and leaves the basket.
        if (status === 'sold') {
          record.endedAt = clock.now();
          active.delete(record.id);
        }
      }
    },
    sweep(goneSessions) {
      const now = clock.now();
      const gone = new Set(goneSessions);
      for (const record of [...active.values()]) {
        if (record.status === 'held' && record.expiresAt <= now) release(record.id, 'expired');
        else if (record.status === 'held' && gone.has(record.sessionId)) release(record.id, 'expired');
      }
    },
    evict() {
      const before = clock.now() - ENDED_RESERVATION_RETENTION_MS;
      for (const [id, record] of all)
        if (record.endedAt !== undefined && record.endedAt <= before) all.delete(id);
    },
    clear() {
      all.clear();
      active.clear();
    },
  };
}
