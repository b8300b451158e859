import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/**
 * A custom property every element of a widget inherits from this package's style sheet: where it
 * is empty, `@coras/widgets/styles.css` is not loaded (`useStyleSheetCheck`).
 */
export const STYLE_SHEET_MARKER = '--coras-style-sheet-widgets';

/** The provider's root: it marks the sheet as loaded. */
export const provider = style(inLayer({ vars: { [STYLE_SHEET_MARKER]: '1' } }));

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
