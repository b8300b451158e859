import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const configMessage = style(
  inLayer({
    margin: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.color.error}`,
    borderRadius: vars.radius.md,
    background: vars.color.errorSubtle,
    color: vars.color.error,
  }),
);
