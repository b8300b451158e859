import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** The sandbox's test-mode banner above the checkout: the kit's warning, set off from the page. */
export const banner = style(inLayer({ marginBlockEnd: vars.space.lg }));
