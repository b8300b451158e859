import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const root = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

/**
 * One row that scrolls sideways when the tabs do not fit the widget's width (the tabs stay
 * reachable by keyboard and keep their order, instead of wrapping into a second row).
 */
export const list = style(
  inLayer({
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

/** State: Radix's `data-state="active" | "inactive"`, `data-disabled`. */
export const trigger = style(
  inLayer({
    flexShrink: 0,
    position: 'relative',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderBottom: '3px solid transparent',
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightMedium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    ':hover': { color: vars.color.text },
    ':focus-visible': focusRing('inside'),
    selectors: {
      '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
      '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const content = style(
  inLayer({
    minWidth: 0,
    ':focus-visible': focusRing(),
  }),
);
