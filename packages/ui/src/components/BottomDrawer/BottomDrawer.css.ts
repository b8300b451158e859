import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

const rise = keyframes({ from: { transform: 'translateY(12%)', opacity: 0.6 } });

/**
 * A sheet docked to the bottom of the viewport: its handle when collapsed, the whole viewport when
 * expanded (it is portalled over the page, so "full screen" is the viewport's). State:
 * `data-state="collapsed" | "expanded"`, `data-dragging` while it follows the pointer (its height is
 * then set inline).
 */
export const drawer = style(
  inLayer({
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.dropdown,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderTopLeftRadius: vars.radius.lg,
    borderTopRightRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="expanded"]': { top: 0, borderRadius: 0 },
      '&[data-dragging]': { top: 'auto', userSelect: 'none' },
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
    minHeight: 64,
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

// WCAG 2.4.11 (issue 21): while the collapsed sheet sits over the foot of the viewport, the page's
// scroller keeps that strip free, so whatever the focus scrolls to (a field, a footer link) stops
// above the sheet rather than under it, and the page ends with as much room, so its last line can
// scroll above the sheet too. The room: the handle and its summary, and a gap. In the kit's layer, a
// host page's own body padding wins.
const reserved = `:root:has(${drawer}[data-state="collapsed"])`;
globalStyle(reserved, inLayer({ scrollPaddingBottom: 136 }));
globalStyle(`${reserved} body`, inLayer({ paddingBottom: 136 }));
