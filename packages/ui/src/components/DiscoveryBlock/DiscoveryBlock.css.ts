import { style } from '@vanilla-extract/css';
import { containerMax, inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const discoveryImagePositions = ['left', 'right'] as const;

/** At this widget width and below the images stack above the text (spec 1 §9's 800 px). */
export const STACK_BELOW_CONTAINER = 800;

/** State: `data-image-position="left | right"`. */
export const block = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.xl,
    color: vars.color.text,
    '@container': {
      [containerMax(STACK_BELOW_CONTAINER)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    },
  }),
);

/**
 * Three images: a large one beside two small ones. The mosaic's own aspect ratio reserves the
 * images' room before they load (no layout shift); each image fills its cell.
 */
export const mosaic = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: '2fr 1fr',
    gridTemplateRows: '1fr 1fr',
    gap: vars.space.sm,
    aspectRatio: '3 / 2',
    selectors: {
      [`${block}[data-image-position="right"] &`]: { order: 1 },
    },
    '@container': {
      [containerMax(STACK_BELOW_CONTAINER)]: {
        selectors: { [`${block}[data-image-position="right"] &`]: { order: 0 } },
      },
    },
  }),
);

export const tile = style(
  inLayer({
    borderRadius: vars.radius.md,
    selectors: { [`${mosaic} &:first-child`]: { gridRow: 'span 2' } },
  }),
);

export const text = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const heading = style(
  inLayer({
    fontSize: vars.font.size2xl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    '@container': { [containerMax(500)]: { fontSize: vars.font.sizeXl } },
  }),
);

export const description = style(
  inLayer({
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  }),
);
