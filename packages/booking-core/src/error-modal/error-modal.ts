/** The error modal: open or closed, and whether it was already shown for this failure streak. */
export interface ErrorModalState {
  open: boolean;
  shown: boolean;
}

/** What the error modal is told. */
export type ErrorModalEvent =
  /** A call failed. */
  | { type: 'failed' }
  /** Closed by the dialog, the overlay, or the refresh button. */
  | { type: 'close' }
  /** A call succeeded: the next failure may show the modal again. */
  | { type: 'reset' };

/** Closed, never shown. */
export const initialErrorModalState: ErrorModalState = { open: false, shown: false };

/** The error modal opens on the first failure only, until the guard is reset (spec 1 §4). */
export function errorModalTransition(state: ErrorModalState, event: ErrorModalEvent): ErrorModalState {
  switch (event.type) {
    case 'failed':
      return state.shown ? state : { open: true, shown: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'reset':
      return state.shown ? { ...state, shown: false } : state;
    default:
      return event satisfies never;
  }
}
