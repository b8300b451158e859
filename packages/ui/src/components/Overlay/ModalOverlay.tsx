import { forwardRef } from 'react';
import { useScrollLock } from '../../hooks/scrollLock';

export interface ModalOverlayProps {
  /** The modal's state, as `data-state`, for the fade in and out. */
  open: boolean;
  /** Whether the modal is modal: a non-modal one has no overlay and locks nothing. */
  modal: boolean;
  className?: string | undefined;
}

/**
 * The dimmed layer behind a modal Dialog or Drawer, in place of Radix's `Dialog.Overlay`, whose
 * scroll lock (react-remove-scroll) injects a `<style>` element that a strict Content-Security-Policy
 * blocks — and with it the lock. This one locks scrolling through the CSSOM while it is mounted:
 * rendered in Radix's `Dialog.Portal`, Presence keeps it through its closing fade, so the page's
 * scrollbar returns only after the modal has gone (spec 1 §4).
 *
 * Data attributes: `data-state="open" | "closed"`.
 */
export const ModalOverlay = forwardRef<HTMLDivElement, ModalOverlayProps>(function ModalOverlay(
  { open, modal, className },
  ref,
) {
  useScrollLock(modal);
  if (!modal) return null;
  // Radix's modal content turns off pointer events outside it; a press on the overlay must still land, to close.
  return (
    <div
      ref={ref}
      data-state={open ? 'open' : 'closed'}
      className={className}
      style={{ pointerEvents: 'auto' }}
    />
  );
});
