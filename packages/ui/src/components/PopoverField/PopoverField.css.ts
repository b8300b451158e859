import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** The field: its label above its button. */
export const root = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

/** The field's label. */
export const label = style(
  inLayer({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.text }),
);

/**
 * The button reads like a field: the value at the start, the chevron at the end. Doubled, so that
 * it wins over the button's own layout whichever order the sheets load in.
 */
export const trigger = style(
  inLayer({
    selectors: {
      '&&': {
        justifyContent: 'space-between',
        gap: vars.space.sm,
        width: '100%',
        minWidth: 0,
        textAlign: 'start',
      },
    },
  }),
);

export const value = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

/** A value that is shown, not chosen (a date when only one day is available). */
export const readOnlyValue = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 40,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  }),
);
