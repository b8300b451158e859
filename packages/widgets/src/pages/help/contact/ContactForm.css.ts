import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const form = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

/** Two columns in a wide widget, one at 600 px or less; subject and message take the full width. */
export const grid = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space.md} ${vars.space.lg}`,
    alignItems: 'start',
    '@container': { [containerMax(layout.widths.w600)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const wide = style(inLayer({ gridColumn: '1 / -1' }));

export const actions = style(inLayer({ display: 'flex', justifyContent: 'flex-start' }));
