import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, type RefObject, useRef } from 'react';
import { useScrollLock } from '../../hooks/scrollLock';

export interface ModalOverlayProps {
  /** The modal's state, as `data-state`, for the fades in and out. */
  open: boolean;
  /** Whether the modal is modal: a non-modal one has no overlay and locks nothing. */
  modal: boolean;
  /** The modal's panel: touch moves and wheels over it scroll only its own scrolling areas. */
  contentRef: RefObject<Element | null>;
  className?: string | undefined;
}

/**
 * The dimmed layer behind a modal Dialog or Drawer, in place of Radix's `Dialog.Overlay`, whose
 * scroll lock (react-remove-scroll) injects a `<style>` element that a strict Content-Security-Policy
 * blocks — and with it the lock. This one locks the page through the CSSOM while it is mounted
 * (see `lockScroll`). Rendered in Radix's `Dialog.Portal`, it is kept by Presence until its closing
 * fade has ended, so the page's scrollbar returns only after the modal has gone (spec 1 §4).
 *
 * Data attributes: `data-state="open" | "closed"`.
 */
export const ModalOverlay = forwardRef<HTMLDivElement, ModalOverlayProps>(function ModalOverlay(
  { open, modal, contentRef, className },
  forwardedRef,
) {
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const ref = useComposedRefs(forwardedRef, overlayRef);
  useScrollLock(modal, { overlay: overlayRef, content: contentRef });
  if (!modal) return null;
  return (
    <div
      ref={ref}
      data-state={open ? 'open' : 'closed'}
      className={className}
      // Radix's modal content turns pointer events off around it; a press on the overlay must land, to close.
      style={{ pointerEvents: 'auto' }}
    />
  );
});
