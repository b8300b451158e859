import {
  type CorasClient,
  type CorasLogger,
  type CorasResult,
  checkReservations,
  type ReservationCheck,
} from '@coras/api-client';
import { errorModalTransition, initialErrorModalState } from '@coras/booking-core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

/** The reservation check's load. */
export type CheckLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; check: ReservationCheck; refreshing: boolean };

const EMPTY_CHECK: ReservationCheck = { general: { requirements: [] }, reservations: [] };

/**
 * `GET reservations/check` (spec 2 §7): what the form must ask. Without a booking session there is
 * nothing to check (the basket is empty). A failure opens the error modal once per failure streak
 * (spec 2 §8) and `retry` runs the check again; `refresh` runs it again behind the current form
 * (a reservation joined the basket). The first load reads `started`, a check the host sent already
 * (see `startCheckoutRequests`), when there is one; every later load asks again.
 */
export function useReservationCheck(
  client: CorasClient,
  logger: CorasLogger,
  started?: Promise<CorasResult<ReservationCheck>>,
) {
  const [load, setLoad] = useState<CheckLoad>({ status: 'loading' });
  const [modal, sendModal] = useReducer(errorModalTransition, initialErrorModalState);
  const run = useRef(0);
  // Until an answer of it has been applied (a remount in development reads it again).
  const first = useRef(started);

  const fetchCheck = useCallback(
    async (quiet: boolean) => {
      const id = ++run.current;
      if (!quiet) setLoad({ status: 'loading' });
      else setLoad((current) => (current.status === 'ready' ? { ...current, refreshing: true } : current));
      if (client.session.get() === undefined) {
        setLoad({ status: 'ready', check: EMPTY_CHECK, refreshing: false });
        return;
      }
      const { data, error } = await (first.current ?? checkReservations(client));
      if (id !== run.current) return;
      first.current = undefined;
      if (data) {
        sendModal({ type: 'reset' });
        setLoad({ status: 'ready', check: data, refreshing: false });
      } else {
        logger.error('Checkout: the reservation check failed', error);
        sendModal({ type: 'failed' });
        setLoad({ status: 'error' });
      }
    },
    [client, logger],
  );

  useEffect(() => {
    void fetchCheck(false);
    return () => {
      run.current++;
    };
  }, [fetchCheck]);

  return {
    load,
    modalOpen: modal.open,
    closeModal: useCallback(() => sendModal({ type: 'close' }), []),
    retry: useCallback(() => void fetchCheck(false), [fetchCheck]),
    refresh: useCallback(() => void fetchCheck(true), [fetchCheck]),
  };
}
