import {
  type Attraction,
  type AvailabilityOption,
  createReservation,
  type Reservation,
} from '@coras/api-client';
import { buildReservationRequest, type DateOnly, type TicketCounts } from '@coras/booking-core';
import { useCallback, useRef, useState } from 'react';
import { useCorasContext } from '../../runtime/provider/context';

/** What a reservation is made of, besides the option. */
export interface ReserveInput {
  attraction: Attraction;
  date: DateOnly;
  counts: TicketCounts;
  /**
   * Called when the server refuses a reservation because the tickets are no longer there (409:
   * another visitor held them after the check), so the panel can check again and say so.
   */
  onTaken?: (() => void) | undefined;
}

/** How the last 'Add to basket' of an option ended, when it did not succeed. */
export type ReserveFailure = 'failed';

export interface ReserveControls {
  /** The options being added right now (each has its own loading state, spec 2 §4). */
  adding: ReadonlySet<string>;
  /** Options whose last attempt failed. */
  failures: ReadonlyMap<string, ReserveFailure>;
  /**
   * Reserves `option` into the basket with the chosen tour language (`''` when none); resolves
   * to the held reservation, or `undefined` when it failed, answered nothing, or this option was
   * already being added (a double click reserves once).
   */
  reserve: (option: AvailabilityOption, tourLanguage?: string) => Promise<Reservation | undefined>;
}

/**
 * 'Add to basket' (spec 2 §4, §7): `POST reservations` with `to_basket` true, the chosen tour
 * language, and for non-theatre options only the price types the option offers. One request per
 * option at a time, guarded synchronously, so two clicks in the same frame reserve once; the API
 * client's idempotency key makes its own retries safe as well.
 */
export function useReserve({ attraction, date, counts, onTaken }: ReserveInput): ReserveControls {
  const { client, currency, locale, logError } = useCorasContext();
  const takenRef = useRef(onTaken);
  takenRef.current = onTaken;
  const [adding, setAdding] = useState<ReadonlySet<string>>(() => new Set());
  const [failures, setFailures] = useState<ReadonlyMap<string, ReserveFailure>>(() => new Map());
  // State updates land on the next render; this set knows at once.
  const inFlight = useRef(new Set<string>());

  const reserve = useCallback(
    async (option: AvailabilityOption, tourLanguage = '') => {
      const id = option.selection_id;
      if (inFlight.current.has(id)) return undefined;
      const body = buildReservationRequest({
        attraction,
        option,
        date,
        currency,
        locale,
        counts,
        tourLanguage,
      });
      const settle = (failed: boolean) =>
        setFailures((previous) => {
          const next = new Map(previous);
          if (failed) next.set(id, 'failed');
          else next.delete(id);
          return next;
        });
      if (!body) {
        // None of the chosen price types is offered by this option: nothing to send.
        settle(true);
        return undefined;
      }
      inFlight.current.add(id);
      setAdding(new Set(inFlight.current));
      try {
        const { data, error } = await createReservation(client, body);
        // spec 2 §8: a failing or empty reservation shows no dialog.
        const held = data?.reservation_id ? data : undefined;
        if (!held) logError('Coras widget: the reservation was not made', error);
        settle(!held);
        if (!held && error?.status === 409) takenRef.current?.();
        return held;
      } catch (error) {
        logError('Coras widget: the reservation was not made', error);
        settle(true);
        return undefined;
      } finally {
        inFlight.current.delete(id);
        setAdding(new Set(inFlight.current));
      }
    },
    [attraction, date, counts, client, currency, locale, logError],
  );

  return { adding, failures, reserve };
}
