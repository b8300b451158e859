import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/**
 * The card fills its grid cell (equal heights in a row) from 220 px up. The whole card is the
 * target of its one link or button: the target's `::after` covers the card.
 */
export const card = style(
  inLayer({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    ':hover': { boxShadow: vars.shadow.md },
  }),
);

export const media = style(inLayer({ position: 'relative', flexShrink: 0 }));

/** The label flag ('Bestseller'), a pennant over the image's top-left corner. */
export const labelFlag = style(
  inLayer({
    position: 'absolute',
    top: vars.space.sm,
    left: 0,
    maxWidth: '80%',
    padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.xxs} ${vars.space.sm}`,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeight,
    clipPath: 'polygon(0 0, 100% 0, calc(100% - 0.5rem) 50%, 100% 100%, 0 100%)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const body = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    gap: vars.space.xs,
    padding: vars.space.md,
    minWidth: 0,
  }),
);

/** Shown above the name, though it follows it in the reading order (the name is the heading). */
export const category = style(
  inLayer({
    order: -1,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    overflowWrap: 'anywhere',
  }),
);

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const title = style(
  inLayer({
    ...clamp(3),
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  }),
);

export const target = style(
  inLayer({
    all: 'unset',
    color: 'inherit',
    cursor: 'pointer',
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.md,
    },
    selectors: {
      '&:focus-visible::after': focusRing('inside'),
      [`${card}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
    },
  }),
);

export const meta = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
  }),
);

export const rating = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.text,
    fontWeight: vars.font.weightMedium,
  }),
);

export const star = style(inLayer({ color: vars.color.star, fill: 'currentColor', flexShrink: 0 }));

export const description = style(
  inLayer({
    ...clamp(3),
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  }),
);

export const footer = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginTop: 'auto',
    paddingTop: vars.space.sm,
  }),
);

export const price = style(
  inLayer({
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    minWidth: 0,
  }),
);

export const priceLabel = style(inLayer({ color: vars.color.textMuted, fontSize: vars.font.sizeSm }));
export const priceValue = style(
  inLayer({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' }),
);

export const points = style(inLayer({ minWidth: 0 }));
