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
export const main = style(inLayer({ flex: 1, width: '100%', selectors: { '&:focus': { outline: 'none' } } }));

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
