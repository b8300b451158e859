import { focusRing, inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../features/layout/page.css';

export const page = pageContainer;

export const heading = style(
  inLayer({
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
    scrollMarginTop: vars.space.md,
    selectors: { '&:focus-visible': focusRing() },
  }),
);

export const empty = style(
  inLayer({
    padding: `${vars.space.xl} 0`,
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);

/** Below the list: where the next page is asked for. One pixel tall, never in the way. */
export const sentinel = style(inLayer({ height: 1, marginTop: `calc(-1 * ${vars.space.lg})` }));

export const loadingMore = style(
  inLayer({ display: 'flex', justifyContent: 'center', padding: vars.space.md, color: vars.color.brand }),
);

export const backToTop = style(inLayer({ display: 'flex', justifyContent: 'center' }));
