import { inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const app = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minHeight: 200,
    width: '100%',
    maxWidth: layout.containerMaxWidth,
    margin: '0 auto',
  }),
);

// The main region takes the focus on a page change only until the page's heading is there (pageFocus.ts).
// It is at least a screen tall (issue 19 §3): a page that loads in steps (its code, then its data)
// grows over room the widget already holds instead of pushing the footer down the screen, and the
// footer starts below the fold. In the kit's layer, so a host's own rule (a widget in a box of its
// own, `main { min-height: 0 }`) wins.
export const main = style(
  inLayer({ flex: 1, width: '100%', minHeight: '100vh', selectors: { '&:focus': { outline: 'none' } } }),
);

export const pageError = style(
  inLayer({
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.md,
    margin: `${vars.space.xl} auto`,
    padding: vars.space.lg,
    maxWidth: layout.pageMaxWidth,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const pageLoading = style(inLayer({ minHeight: 320 }));
