import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** The collapsed drawer's height: its handle. */
const HANDLE_MIN_HEIGHT = 64;

const rise = keyframes({ from: { transform: 'translateY(12%)', opacity: 0.6 } });

/**
 * A sheet docked to the bottom of its container: in flow after the container's content, sticky at
 * the viewport's bottom edge while the container runs on below it, and never wider than the
 * container (house style §4: not `position: fixed`, which would cover the host page beside the
 * widget). Expanded it is as tall as the viewport. State: `data-state="collapsed" | "expanded"`,
 * `data-dragging` while it follows the pointer (its height is then set inline).
 */
export const drawer = style(
  inLayer({
    position: 'sticky',
    bottom: 0,
    zIndex: vars.zIndex.dropdown,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: ['100vh', '100dvh'],
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderTopLeftRadius: vars.radius.lg,
    borderTopRightRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      // Sticky at both edges and as tall as the viewport: it fills it, its handle at the top edge.
      // It takes no more room in the flow than collapsed (its margin gives the rest back), so the
      // page does not grow with the viewport's height: the same page, whatever the screen.
      '&[data-state="expanded"]': {
        top: 0,
        height: ['100vh', '100dvh'],
        marginTop: [`calc(${HANDLE_MIN_HEIGHT}px - 100vh)`, `calc(${HANDLE_MIN_HEIGHT}px - 100dvh)`],
        borderRadius: 0,
      },
      '&[data-dragging]': { top: 'auto', marginTop: 0, userSelect: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="expanded"]:not([data-dragging])': {
            animation: `${rise} ${vars.motion.medium} ${vars.motion.easing}`,
          },
        },
      },
    },
  }),
);

/** The handle: drag it, or tap it, to go full screen and back. */
export const handle = style(
  inLayer({
    flexShrink: 0,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: HANDLE_MIN_HEIGHT,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    cursor: 'grab',
    // The browser must hand the vertical drag to us instead of scrolling the page.
    touchAction: 'none',
    selectors: {
      [`${drawer}[data-dragging] &`]: { cursor: 'grabbing' },
      [`${drawer}[data-state="expanded"] &`]: { borderBottom: `1px solid ${vars.color.border}` },
    },
  }),
);

/** The little bar that says "drag me". */
export const grip = style(
  inLayer({
    position: 'absolute',
    top: 6,
    left: '50%',
    width: 40,
    height: 4,
    marginLeft: -20,
    borderRadius: vars.radius.pill,
    background: vars.color.borderStrong,
  }),
);

export const summary = style(inLayer({ flex: '1 1 auto', minWidth: 0 }));

export const toggle = style(
  inLayer({
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    ':hover': { background: vars.color.surface },
    ':focus-visible': focusRing(),
  }),
);

export const chevron = style(
  inLayer({
    transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
    selectors: { [`${drawer}[data-state="expanded"] &`]: { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const body = style(
  inLayer({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.md,
  }),
);
