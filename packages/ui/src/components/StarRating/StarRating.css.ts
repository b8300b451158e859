import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** Five 18 px stars 3 px apart: the 102×18 widget of spec 1 §9. */
export const STAR_SIZE = 18;
export const STAR_GAP = 3;

export const root = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.star,
    verticalAlign: 'middle',
  }),
);

export const stars = style(
  inLayer({
    display: 'inline-flex',
    gap: STAR_GAP,
    width: STAR_SIZE * 5 + STAR_GAP * 4,
    height: STAR_SIZE,
    flexShrink: 0,
  }),
);

/** One star: the outline always, the filled star on top, cut to the fill (`data-fill`). */
export const star = style(
  inLayer({
    position: 'relative',
    display: 'block',
    width: STAR_SIZE,
    height: STAR_SIZE,
    flexShrink: 0,
  }),
);

export const fill = style(
  inLayer({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    overflow: 'hidden',
    width: 0,
    selectors: {
      [`${star}[data-fill="full"] > &`]: { width: '100%' },
      [`${star}[data-fill="half"] > &`]: { width: '50%' },
    },
  }),
);

export const value = style(
  inLayer({
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    lineHeight: `${STAR_SIZE}px`,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** The filled star keeps its full size inside its cut (the kit's reset caps images at 100%). */
export const fillIcon = style(inLayer({ maxWidth: 'none' }));
