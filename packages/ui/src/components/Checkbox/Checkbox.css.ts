import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const checkboxVariants = ['regular', 'indeterminate', 'main'] as const;

/** The row: box, then label and description. Long words break rather than overflow. */
export const root = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.sm,
    alignItems: 'start',
    minHeight: 24,
    overflowWrap: 'anywhere',
  }),
);

/**
 * The box. States come from Radix's `data-state` ("checked" | "unchecked" | "indeterminate") and
 * `data-disabled`, the look from `data-variant`: a regular tick is brand on the subtle brand
 * colour; 'main' (a parent with every child chosen) and 'indeterminate' are solid brand boxes.
 */
export const box = style(
  inLayer({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: 20,
    height: 20,
    // Centred on the first line of the label (line height 1.5 × 1 rem = 24 px).
    marginBlock: 2,
    padding: 0,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    color: vars.color.brand,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
      '&:focus-visible': focusRing(),
      '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
      '&[data-state="indeterminate"], &[data-variant="main"][data-state="checked"]': {
        borderColor: vars.color.brand,
        background: vars.color.brand,
        color: vars.color.onBrand,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        borderColor: vars.color.disabled,
        background: vars.color.disabled,
        color: vars.color.onDisabled,
      },
    },
  }),
);

export const indicator = style(inLayer({ display: 'contents' }));

export const tick = style(
  inLayer({ selectors: { [`${indicator}[data-state="indeterminate"] > &`]: { display: 'none' } } }),
);

export const bar = style(
  inLayer({ selectors: { [`${indicator}:not([data-state="indeterminate"]) > &`]: { display: 'none' } } }),
);

export const label = style(
  inLayer({
    gridColumn: 2,
    cursor: 'pointer',
    selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed', color: vars.color.textMuted } },
  }),
);

export const description = style(
  inLayer({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.font.sizeSm }),
);
