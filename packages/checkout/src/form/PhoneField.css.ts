import { focusRing, inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const phone = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: vars.space.sm,
    alignItems: 'start',
  }),
);

/** Lines up with the number's box, below its label. */
export const countryButton = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginTop: `calc(${vars.font.sizeSm} * 1.5 + ${vars.space.xs})`,
    minHeight: 44,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': focusRing(),
      '&:disabled': { cursor: 'not-allowed', color: vars.color.onDisabled },
    },
  }),
);

export const number = style(inLayer({ minWidth: 0 }));

export const picker = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: 300, maxWidth: '80vw' }),
);

export const noMatch = style(inLayer({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted }));

/** The country list is about 200 px high (spec 2 §9); the selector outweighs the kit's own size. */
export const countryList = style(inLayer({ selectors: { '&[role="listbox"]': { maxHeight: 200 } } }));
