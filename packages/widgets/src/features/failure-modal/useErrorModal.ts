import { type ErrorModalEvent, errorModalTransition, initialErrorModalState } from '@coras/booking-core';
import { useReducer } from 'react';

/**
 * The error modal's open state under booking-core's rule (spec 1 §4): it opens on the first failure
 * of a streak and stays closed for the next ones until a success resets the guard.
 */
export function useErrorModal(): { open: boolean; send: (event: ErrorModalEvent) => void } {
  const [state, send] = useReducer(errorModalTransition, initialErrorModalState);
  return { open: state.open, send };
}
