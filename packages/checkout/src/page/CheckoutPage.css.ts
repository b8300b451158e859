import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The basket moves into the bottom drawer at this widget width or less (spec 2 §2, §9). */
export const DRAWER_MAX_WIDTH = layout.widths.w900;

/** The collapsed bottom drawer's height (its handle and summary), and a gap. */
const DRAWER_ROOM = 112;

/**
 * The widget's box: the page, and after it the bottom drawer of a narrow page, which is as wide as
 * this box and never leaves it (house style §4: the widget does not own the viewport).
 */
export const frame = style(inLayer({ width: '100%' }));

export const page = style(
  inLayer({
    width: '100%',
    maxWidth: layout.containerMaxWidth,
    margin: '0 auto',
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
    color: vars.color.text,
    '@container': {
      [containerMax(layout.widths.w500)]: { paddingInline: vars.space.sm },
    },
  }),
);

// WCAG 2.4.11 (issue 21): while the collapsed drawer sticks to the viewport's foot over the page, a
// field the focus scrolls to stops above it, never under it — the browser scrolls an element into
// view with its scroll margin. (At the page's end the drawer sits after it, in flow: 'Pay now' is
// never under it.)
globalStyle(
  `${page} *`,
  inLayer({ '@container': { [containerMax(DRAWER_MAX_WIDTH)]: { scrollMarginBottom: DRAWER_ROOM + 16 } } }),
);

export const title = style(
  inLayer({
    margin: `0 0 ${vars.space.md}`,
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    outline: 'none',
  }),
);

/** The form and, on wide widgets, the basket beside it. */
export const layoutGrid = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
    alignItems: 'start',
    gap: vars.space.xl,
    '@container': {
      [containerMax(DRAWER_MAX_WIDTH)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  }),
);

export const aside = style(
  inLayer({
    position: 'sticky',
    top: vars.space.md,
    '@container': { [containerMax(DRAWER_MAX_WIDTH)]: { display: 'none' } },
  }),
);

/** A centred state: 'Loading...', the reservation check's failure, the payment being processed. */
export const state = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.xxl} ${vars.space.md}`,
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);

export const notices = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBottom: vars.space.md }),
);

/** The holds that expired, one line each, inside the notices. */
export const noticeList = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));
