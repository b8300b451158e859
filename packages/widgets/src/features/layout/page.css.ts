import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** A page's column inside the app: full width, its padding narrower in a widget 500 px wide or less. */
export const pageContainer = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
    '@container': {
      [containerMax(layout.widths.w500)]: { padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}` },
    },
  }),
);
