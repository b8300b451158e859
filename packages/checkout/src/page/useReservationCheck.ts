import type { CorasClient, CorasLogger, ReservationCheck } from '@coras/api-client';
import { errorModalTransition, initialErrorModalState } from '@coras/booking-core';
import { useCallback, useReducer, useRef } from 'react';
import useSWR from 'swr';
import { reservationCheckRequest } from '../requests';

/** The reservation check's load. */
export type CheckLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; check: ReservationCheck; refreshing: boolean };

/**
 * `GET reservations/check` (spec 2 §7) through SWR: what the form must ask. Without a booking
 * session there is nothing to check (the basket is empty). A failure opens the error modal once
 * per failure streak (spec 2 §8) and `retry` runs the check again; `refresh` runs it again behind
 * the current form (a reservation joined the basket). A check the host started already under the
 * same key (see `checkoutRequests`) is read, not asked for again.
 */
export function useReservationCheck(client: CorasClient, logger: CorasLogger) {
  const [modal, sendModal] = useReducer(errorModalTransition, initialErrorModalState);
  // Whether the load under way runs behind the form (a refresh) or in its place (a first load, a retry).
  const behindForm = useRef(false);
  const { key, fetcher } = reservationCheckRequest(client);
  const { data, error, isValidating, mutate } = useSWR(key, fetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onSuccess: () => sendModal({ type: 'reset' }),
    onError: (failure) => {
      logger.error('Checkout: the reservation check failed', failure);
      sendModal({ type: 'failed' });
    },
  });

  const run = useCallback(
    (quiet: boolean) => {
      behindForm.current = quiet;
      void mutate();
    },
    [mutate],
  );
  let load: CheckLoad = { status: 'loading' };
  if (isValidating) {
    if (behindForm.current && data) load = { status: 'ready', check: data, refreshing: true };
  } else if (error) load = { status: 'error' };
  else if (data) load = { status: 'ready', check: data, refreshing: false };

  return {
    load,
    modalOpen: modal.open,
    closeModal: useCallback(() => sendModal({ type: 'close' }), []),
    retry: useCallback(() => run(false), [run]),
    refresh: useCallback(() => run(true), [run]),
  };
}
