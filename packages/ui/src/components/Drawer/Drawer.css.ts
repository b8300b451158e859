import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';
import { overlay as overlayBase, overlayFadeIn, overlayFadeOut } from '../Overlay/Overlay.css';

/** The drawer's width (spec 2 §9), and the width under which it takes the whole width. */
const width = 400;
const fullWidthBelow = 600;

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(100%)' } });

/** Fades as long as the drawer slides, so the page's scroll returns after the slide-out ends. */
export const overlay = style([
  overlayBase,
  inLayer({
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': {
            animation: `${overlayFadeIn} ${vars.motion.drawer} ${vars.motion.easing}`,
          },
          '&[data-state="closed"]': {
            animation: `${overlayFadeOut} ${vars.motion.drawer} ${vars.motion.easing} forwards`,
          },
        },
      },
    },
  }),
]);

/** State: Radix's `data-state="open" | "closed"` drives the slide (0.4 s, spec 2 §9). */
export const content = style(
  inLayer({
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    width,
    maxWidth: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    ':focus-visible': focusRing('inside'),
    '@media': {
      // The drawer is portalled over the viewport, outside the widget's query container, so its
      // one breakpoint is a media query: full width under 600 px (spec 2 §9).
      [`screen and (max-width: ${fullWidthBelow - 1}px)`]: { width: '100%', boxShadow: 'none' },
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.drawer} ${vars.motion.easing}` },
          '&[data-state="closed"]': {
            animation: `${slideOut} ${vars.motion.drawer} ${vars.motion.easing} forwards`,
          },
        },
      },
    },
  }),
);

export const header = style(
  inLayer({
    position: 'relative',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minHeight: 56,
    justifyContent: 'center',
    // Room for the close button in the corner.
    padding: `${vars.space.md} calc(${vars.space.md} + 48px) ${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const title = style(
  inLayer({
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const description = style(inLayer({ color: vars.color.textMuted, fontSize: vars.font.sizeSm }));

export const body = style(
  inLayer({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.lg,
  }),
);

export const footer = style(
  inLayer({
    flexShrink: 0,
    display: 'flex',
    gap: vars.space.sm,
    justifyContent: 'space-between',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);
