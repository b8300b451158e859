import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** 'Loading...' while the checkout's chunk downloads, as the checkout itself shows it. */
export const loading = style(
  inLayer({
    display: 'flex',
    justifyContent: 'center',
    padding: `${vars.space.xxl} ${vars.space.md}`,
    color: vars.color.textMuted,
  }),
);
