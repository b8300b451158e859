import { keyframes, style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/**
 * Spec 1 §9: the panel sits 20 px from its trigger with an arrow, 8 px without. The arrow (10 px
 * high) fills part of the gap: Radix measures `sideOffset` to the arrow's tip.
 */
export const OFFSET_WITH_ARROW = 20;
export const ARROW_WIDTH = 20;
export const ARROW_HEIGHT = 10;
export const OFFSET_WITHOUT_ARROW = 8;
/** Spec 1 §9: the dropdown keeps 10 px from the viewport's edges. */
export const VIEWPORT_PADDING = 10;

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });

/**
 * The floating panel. Radix provides its size limits as variables: at least the trigger's width
 * (spec 1 §9), at most what the viewport has left once the 10 px padding is kept. States:
 * `data-state="open" | "closed"`, `data-side`, `data-align`, and ours `data-match-trigger`.
 */
export const content = style(
  inLayer({
    zIndex: vars.zIndex.dropdown,
    boxSizing: 'border-box',
    maxWidth: 'var(--radix-popover-content-available-width)',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    overflowWrap: 'anywhere',
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    outline: 'none',
    // No focus ring on the panel itself: Radix focuses it only when it holds nothing focusable,
    // and the controls inside draw their own.
    selectors: {
      '&[data-match-trigger]': { minWidth: 'var(--radix-popover-trigger-width)' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${appear} ${vars.motion.medium} ${vars.motion.easing}` },
        },
      },
    },
  }),
);

/** The arrow in the panel's colour, its border drawn by a drop shadow of the border colour. */
export const arrow = style(
  inLayer({
    fill: vars.color.surfaceRaised,
    filter: `drop-shadow(0 1px 0 ${vars.color.border})`,
  }),
);
