import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/CorasRoot';
import * as styles from './Overlay.css';

export interface OverlayProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Whether the page is dimmed. A closed overlay stays mounted, faded out and click-through, so it
   * fades in and out without remounting.
   * @default true
   */
  open?: boolean;
  /** Called when the overlay is clicked: it requests closing, and its owner decides (spec 1 §2). */
  onClose?: () => void;
  /**
   * Render into the portal target of the nearest `<CorasRoot>` (so it covers the viewport and keeps
   * the theme) instead of in place.
   * @default true
   */
  portal?: boolean;
}

/**
 * A dimmed layer over the page, behind a modal; it holds no content. Clicking it requests closing
 * through `onClose`. It is a pointer convenience, hidden from assistive technology: the modal on top
 * owns the keyboard (Escape, a close button). Dialog and Drawer render their own overlay with the
 * same look.
 *
 * Data attributes: `data-state="open" | "closed"`.
 */
export const Overlay = forwardRef<HTMLDivElement, OverlayProps>(function Overlay(
  { open = true, onClose, portal = true, className, onClick, ...props },
  ref,
) {
  const container = usePortalContainer();
  // Like Radix's Portal: nothing is portalled during server rendering or before mount.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onClose?.();
  };
  const node = (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer convenience; the modal above it closes with Escape or its button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay is decorative (aria-hidden), not a control.
    <div
      ref={ref}
      aria-hidden
      data-state={open ? 'open' : 'closed'}
      {...props}
      className={[styles.overlay, styles.standalone, className].filter(Boolean).join(' ')}
      onClick={handleClick}
    />
  );
  if (!portal) return node;
  if (!mounted) return null;
  return createPortal(node, container ?? document.body);
});
