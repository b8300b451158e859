import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { containerMax, inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** Below this widget width the two months stack (the mobile drawer's calendar, spec 1 §2). */
export const STACK_BELOW_CONTAINER = 530;

const captionHeight = '2.5rem';
const band = vars.color.brandSubtle;

export const root = style(
  inLayer({
    position: 'relative',
    width: '100%',
    maxWidth: '44rem',
    fontSize: vars.font.sizeSm,
    color: vars.color.text,
  }),
);

export const months = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.lg,
    rowGap: vars.space.md,
    '@container': { [containerMax(STACK_BELOW_CONTAINER)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

/** 'Previous Month' / 'Next Month', at the ends of the first month's caption row. */
export const navButton = style(
  inLayer({
    position: 'absolute',
    top: 0,
    zIndex: 1,
    display: 'grid',
    placeItems: 'center',
    width: captionHeight,
    height: captionHeight,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    ':focus-visible': focusRing('inside'),
    selectors: {
      '&:not([aria-disabled="true"]):hover': { background: vars.color.surface },
      '&[aria-disabled="true"]': { color: vars.color.borderStrong, cursor: 'not-allowed' },
      '&[data-direction="previous"]': { left: 0 },
      '&[data-direction="next"]': { right: 0 },
    },
  }),
);

export const caption = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: captionHeight,
    padding: `0 ${captionHeight}`,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);

export const grid = style(
  inLayer({
    width: '100%',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    tableLayout: 'fixed',
  }),
);

export const weekday = style(
  inLayer({
    height: '2rem',
    padding: 0,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);

/**
 * A day's cell carries the range band (`data-band="start | middle | end"`), continuous across the
 * week; the button on it carries the day's own state.
 */
export const cell = style(
  inLayer({
    padding: '1px 0',
    textAlign: 'center',
    backgroundClip: 'content-box',
    selectors: {
      '&[data-band="middle"]': { background: band, backgroundClip: 'content-box' },
      '&[data-band="start"]': {
        background: `linear-gradient(to right, transparent 50%, ${band} 50%)`,
        backgroundClip: 'content-box',
      },
      '&[data-band="end"]': {
        background: `linear-gradient(to left, transparent 50%, ${band} 50%)`,
        backgroundClip: 'content-box',
      },
    },
  }),
);

/**
 * Data attributes: `data-selected`, `data-today`, `data-preview-end` (the hovered end of a range
 * being chosen), `aria-disabled="true"` for a day that cannot be chosen.
 */
export const day = style(
  inLayer({
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    maxWidth: captionHeight,
    aspectRatio: '1',
    margin: '0 auto',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    fontWeight: vars.font.weightMedium,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    cursor: 'pointer',
    ':focus-visible': focusRing(),
    selectors: {
      '&:not([aria-disabled="true"]):not([data-selected]):hover': {
        borderColor: vars.color.brand,
      },
      '&[data-today]': {
        textDecoration: 'underline',
        textUnderlineOffset: '0.25em',
        textDecorationThickness: 2,
      },
      '&[aria-disabled="true"]': {
        color: vars.color.borderStrong,
        fontWeight: vars.font.weightRegular,
        cursor: 'not-allowed',
      },
      '&[data-preview-end]': { borderColor: vars.color.brand, background: vars.color.background },
      '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
    },
  }),
);
