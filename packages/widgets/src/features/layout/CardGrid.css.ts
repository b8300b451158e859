import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The card grid of the landing and search pages (spec 1 §2): 4 columns, 2 when the widget is
 * 1000 px wide or less, 1 at 500 px or less. Container queries: the widget does not own the viewport.
 */
export const cardGrid = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@container': {
      [containerMax(layout.widths.w1000)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [containerMax(layout.widths.w500)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  }),
);

/** A grid cell: the card fills it, so the cards of a row share its height. */
/**
 * A card's place in the grid. From the ninth card on (past the first screen at every width), the
 * browser lays out and paints only the cells near the screen (`content-visibility: auto`): a page
 * of a few hundred cards costs its visible rows, when it first shows and at every later layout of
 * the page (a drawer's scroll lock, a re-sort). A cell not drawn yet holds a card's usual height;
 * once drawn, its own (`auto`). Skipped cells stay in the accessibility tree, the Tab order and
 * find-in-page. The paint containment this brings would clip what a card draws outside its box
 * (its hover shadow): the clip margin gives that room back. The first cards are left out: drawn
 * at once anyway, under containment their text could land a sub-pixel apart from one render to
 * the next.
 */
export const cardCell = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    selectors: {
      '&:nth-child(n + 9)': {
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 28rem',
        overflowClipMargin: '2rem',
      },
    },
  }),
);

/**
 * A card's stand-in while the list loads, built to the card's measure (image 3:2, then category,
 * a two-line name, the date line, two lines of description and the price): the loaded grid takes
 * the place the skeleton held instead of pushing the page down.
 */
export const skeletonCard = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);

export const skeletonMedia = style(inLayer({ aspectRatio: '3 / 2', width: '100%' }));

export const skeletonBody = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md }),
);

/** A line of text of the card, as tall as the card's own line (font size × line height). */
export const skeletonLine = style(
  inLayer({ display: 'flex', alignItems: 'center', height: `calc(${vars.font.sizeSm} * 1.5)` }),
);

export const skeletonTitleLine = style(
  inLayer({ display: 'flex', alignItems: 'center', height: `calc(${vars.font.sizeLg} * 1.25)` }),
);

export const skeletonPrice = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    marginTop: 'auto',
    paddingTop: vars.space.sm,
    height: `calc(${vars.font.sizeLg} * 1.5 + ${vars.space.sm})`,
  }),
);

/**
 * A skeleton grid of one row: 4 cards, 2 at 1000 px or less, 1 at 500 px or less — the first row
 * of the list that replaces it.
 */
export const oneRow = style({});

globalStyle(
  `${oneRow} > li:nth-child(n + 3)`,
  inLayer({ '@container': { [containerMax(layout.widths.w1000)]: { display: 'none' } } }),
);

globalStyle(
  `${oneRow} > li:nth-child(n + 2)`,
  inLayer({ '@container': { [containerMax(layout.widths.w500)]: { display: 'none' } } }),
);
