import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

// The bar's box alone, apart from the rest of the filter bar's styles: the placeholder drawn before
// the bar's chunk arrives (FilterBarPlaceholder) takes it without carrying the others.

/**
 * The bar: the buttons, then on desktop the chips on the same line while they fit (one line for the
 * usual few filters; more wrap under). `data-layout="mobile" | "desktop"` says which shape it
 * took. It is one small button high from the first render, while the layout is measured.
 */
export const bar = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 32,
  }),
);
