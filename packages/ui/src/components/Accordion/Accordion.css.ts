import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

// Radix measures the content and exposes its height, so the open and close can animate it.
const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style(inLayer({ width: '100%', borderTop: `1px solid ${vars.color.border}` }));

/** State: Radix's `data-state="open" | "closed"` and `data-disabled`. */
export const item = style(inLayer({ borderBottom: `1px solid ${vars.color.border}` }));

export const header = style(inLayer({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }));

export const trigger = style(
  inLayer({
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: 48,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    textAlign: 'start',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    ':hover': { color: vars.color.brand },
    ':focus-visible': focusRing('inside'),
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled },
    },
  }),
);

export const chevron = style(
  inLayer({
    flexShrink: 0,
    transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
    selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const content = style(
  inLayer({
    overflow: 'hidden',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${open} ${vars.motion.medium} ${vars.motion.easing}` },
          '&[data-state="closed"]': { animation: `${close} ${vars.motion.medium} ${vars.motion.easing}` },
        },
      },
    },
  }),
);

export const contentInner = style(
  inLayer({
    padding: `0 ${vars.space.xs} ${vars.space.md}`,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
