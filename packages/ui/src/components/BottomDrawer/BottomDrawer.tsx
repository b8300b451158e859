import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronUpIcon } from '../../icons/icons';
import * as styles from './BottomDrawer.css';
import { CLICK_TOLERANCE_PX, dragHeight, dragOutcome, expandedAfter } from './bottomDrawerDrag';

export interface BottomDrawerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The region's accessible name, also the toggle button's ('Basket'). */
  label: string;
  /** Always shown in the handle: in the checkout basket, the countdown, the total and the ticket count. */
  summary: ReactNode;
  /** Whether the drawer is full screen (controlled). */
  expanded?: boolean;
  /** Whether it starts full screen (uncontrolled). @default false */
  defaultExpanded?: boolean;
  /** Called with the new state when a tap, a drag, the toggle button or Escape changes it. */
  onExpandedChange?: (expanded: boolean) => void;
}

interface Drag {
  startY: number;
  startHeight: number;
  minHeight: number;
  maxHeight: number;
}

/**
 * A sheet docked to the bottom of its container (spec 2 §2: the checkout basket at 900 px or less).
 * The widget does not own the viewport (house style §4): rendered in place, last in its container,
 * the drawer is as wide as that container, and sticks to the bottom of the viewport only while the
 * container runs on below it — it never covers the host page beside or after the widget. Content
 * before it should keep a scroll margin of the collapsed drawer's height, so that what the focus
 * scrolls to stops above it (WCAG 2.4.11). Collapsed it shows its `summary`; a tap on the handle, or a drag beyond 25% of the drawer's height,
 * turns it full screen and back; a movement under 2 px counts as a tap (spec 2 §9). Keyboard: the
 * toggle button (with `aria-expanded`) does the same, and Escape collapses it. Opened by any of them,
 * it takes the focus (on the toggle) unless it has it already, so Escape works after a tap too, and
 * Escape gives the focus back to what had it. Not modal: the page stays reachable.
 *
 * Data attributes: `data-state="collapsed" | "expanded"`, `data-dragging` while following a drag.
 */
export const BottomDrawer = forwardRef<HTMLElement, BottomDrawerProps>(function BottomDrawer(
  {
    label,
    summary,
    expanded: expandedProp,
    defaultExpanded = false,
    onExpandedChange,
    className,
    style,
    children,
    onKeyDown,
    ...props
  },
  forwardedRef,
) {
  const [expanded, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
    caller: 'BottomDrawer',
  });
  const bodyId = useId();
  const sectionRef = useRef<HTMLElement | null>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  // A drag ends with a click on the handle in most browsers; that click must not toggle again.
  const suppressClick = useRef(false);
  const [liveHeight, setLiveHeight] = useState<number | null>(null);
  const removeListeners = useRef<() => void>(() => {});
  useEffect(() => () => removeListeners.current(), []);

  const setRefs = (node: HTMLElement | null) => {
    sectionRef.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const section = sectionRef.current;
    const handle = handleRef.current;
    if (!section || !handle) return;
    suppressClick.current = false;
    const doc = section.ownerDocument;
    const start: Drag = {
      startY: event.clientY,
      startHeight: section.getBoundingClientRect().height,
      minHeight: handle.getBoundingClientRect().height,
      maxHeight: doc.documentElement.clientHeight,
    };
    const wasExpanded = expanded;
    let following = false;
    const move = (moveEvent: globalThis.PointerEvent) => {
      // Within the click tolerance the drawer does not move, so a tap never flickers.
      following ||= Math.abs(moveEvent.clientY - start.startY) >= CLICK_TOLERANCE_PX;
      if (!following) return;
      setLiveHeight(dragHeight({ ...start, currentY: moveEvent.clientY }));
    };
    const end = (upEvent: globalThis.PointerEvent) => {
      removeListeners.current();
      setLiveHeight(null);
      if (upEvent.type === 'pointercancel') return;
      const outcome = dragOutcome({
        startY: start.startY,
        endY: upEvent.clientY,
        height: start.startHeight,
        expanded: wasExpanded,
      });
      // A tap is left to the click that follows it, so pointer, touch and keyboard share one path.
      if (outcome === 'click') return;
      suppressClick.current = true;
      setExpanded(expandedAfter(wasExpanded, outcome));
    };
    doc.addEventListener('pointermove', move);
    doc.addEventListener('pointerup', end);
    doc.addEventListener('pointercancel', end);
    removeListeners.current = () => {
      doc.removeEventListener('pointermove', move);
      doc.removeEventListener('pointerup', end);
      doc.removeEventListener('pointercancel', end);
      removeListeners.current = () => {};
    };
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // `detail` is 0 for a click made with the keyboard: never a drag's tail.
    if (suppressClick.current && event.detail !== 0) {
      suppressClick.current = false;
      return;
    }
    setExpanded(!expanded);
  };

  // Issue 19: however it opened (a tap, a drag, the toggle, its owner), the open drawer holds the
  // focus, so Escape reaches it; Escape hands the focus back to what had it before, else the toggle.
  const shownExpanded = useRef(expanded);
  const focusBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const opened = expanded && !shownExpanded.current;
    shownExpanded.current = expanded;
    const section = sectionRef.current;
    const toggle = handleRef.current?.querySelector('button');
    if (!opened || !section || !toggle) return;
    const root = section.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (active && section.contains(active)) return;
    focusBefore.current =
      active instanceof HTMLElement && active !== section.ownerDocument.body ? active : null;
    toggle.focus({ preventScroll: true });
  }, [expanded]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented && event.key === 'Escape' && expanded) {
      event.preventDefault();
      setExpanded(false);
      const before = focusBefore.current;
      focusBefore.current = null;
      (before?.isConnected ? before : handleRef.current?.querySelector('button'))?.focus();
    }
  };

  const dragging = liveHeight !== null;
  return (
    <section
      ref={setRefs}
      aria-label={label}
      data-state={expanded ? 'expanded' : 'collapsed'}
      data-dragging={dragging ? '' : undefined}
      {...props}
      className={[styles.drawer, className].filter(Boolean).join(' ')}
      style={dragging ? { ...style, height: liveHeight } : style}
      onKeyDown={handleKeyDown}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the toggle button inside is the keyboard path; its click bubbles here. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drag-and-tap surface around the toggle button. */}
      <div ref={handleRef} className={styles.handle} onPointerDown={onPointerDown} onClick={onClick}>
        <span className={styles.grip} aria-hidden />
        <div className={styles.summary}>{summary}</div>
        <button
          type="button"
          className={styles.toggle}
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={bodyId}
        >
          <ChevronUpIcon className={styles.chevron} />
        </button>
      </div>
      <div id={bodyId} className={styles.body} hidden={!expanded && !dragging}>
        {children}
      </div>
    </section>
  );
});
