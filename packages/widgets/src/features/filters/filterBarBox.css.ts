import { containerMax, inLayer, layout, vars } from '@coras/ui';
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

/**
 * The placeholder's box: on a widget under the tablet width the bar's chips take a row of their own
 * under the buttons (one chip high, 32 px), so the placeholder holds it too and the chips arrive
 * without moving the cards below (a layout shift the consumer test measures at 412 px). Wider, the
 * chips share the buttons' line.
 */
export const barWithChips = style(
  inLayer({
    '@container': {
      [containerMax(layout.breakpoints.tablet - 1)]: { minHeight: `calc(64px + ${vars.space.sm})` },
    },
  }),
);
