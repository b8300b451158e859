import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

// The bar's box alone, apart from the rest of the navbar's styles: the placeholder drawn before
// the navbar's chunk arrives (NavbarPlaceholder) takes it without carrying the others.

/** The bar. State: `data-mode="full" | "search-only"`. */
export const navbar = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: 64,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.background,
  }),
);
