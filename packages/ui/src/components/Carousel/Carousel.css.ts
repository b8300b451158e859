import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { containerMax, inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const carouselModes = ['scroll', 'single'] as const;

/** Spec 1 §9: items 10rem wide (160 × 160 images), 1.875rem apart. */
const itemSize = '10rem';
const gap = '1.875rem';
/** Room for the items' focus rings, which the scrolling track would otherwise clip. */
const ringRoom = 4;

/** State: `data-mode="scroll" | "single"`. */
export const root = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }),
);

export const header = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 40,
  }),
);

export const label = style(
  inLayer({
    flex: '1 1 auto',
    minWidth: 0,
    margin: 0,
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    '@container': { [containerMax(530)]: { fontSize: vars.font.sizeLg } },
  }),
);

export const counter = style(
  inLayer({
    flexShrink: 0,
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const controls = style(inLayer({ flexShrink: 0, display: 'flex', gap: vars.space.xs }));

/**
 * 'Previous' and 'Next'. At an end the button is `hidden` but keeps its place (no layout shift):
 * invisible, out of the tab order and of the accessibility tree.
 */
export const arrow = recipe({
  base: inLayer({
    display: 'inline-grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
    background: vars.color.background,
    color: vars.color.text,
    cursor: 'pointer',
    ':hover': { borderColor: vars.color.brand, color: vars.color.brand },
    ':focus-visible': focusRing(),
    selectors: { '&[hidden]': { visibility: 'hidden' } },
  }),
  variants: {
    placement: {
      header: {},
      // Single-item mode: over the sides of the picture, vertically centred.
      start: inLayer({
        position: 'absolute',
        top: '50%',
        left: vars.space.sm,
        transform: 'translateY(-50%)',
        boxShadow: vars.shadow.md,
      }),
      end: inLayer({
        position: 'absolute',
        top: '50%',
        right: vars.space.sm,
        transform: 'translateY(-50%)',
        boxShadow: vars.shadow.md,
      }),
    },
  },
  defaultVariants: { placement: 'header' },
});

export const viewport = style(inLayer({ position: 'relative', minWidth: 0 }));

/** The scrolling row; scroll-snap makes every stop land on an item's start. */
export const track = recipe({
  base: inLayer({
    position: 'relative',
    display: 'flex',
    margin: 0,
    listStyle: 'none',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    // The buttons and swipes move it; a scrollbar under the row would only add noise.
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
    ':focus-visible': focusRing('inside'),
    '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
  }),
  variants: {
    mode: {
      scroll: inLayer({ gap, padding: ringRoom, scrollPaddingInline: ringRoom, margin: -ringRoom }),
      single: inLayer({ gap: 0, padding: 0, borderRadius: vars.radius.md }),
    },
  },
});

export const slide = recipe({
  base: inLayer({ scrollSnapAlign: 'start', scrollSnapStop: 'normal', minWidth: 0 }),
  variants: {
    mode: {
      scroll: inLayer({ flex: `0 0 ${itemSize}`, width: itemSize }),
      single: inLayer({ flex: '0 0 100%', width: '100%', scrollSnapStop: 'always' }),
    },
  },
});

/** A location or category item: a 160 × 160 picture with its text under it. */
export const tile = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    width: itemSize,
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
  }),
);

export const clickableTile = style(
  inLayer({
    cursor: 'pointer',
    borderRadius: vars.radius.md,
    ':focus-visible': focusRing(),
  }),
);

export const tileImage = style(
  inLayer({
    display: 'block',
    width: itemSize,
    height: itemSize,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: {
      [`${clickableTile}:hover &`]: { boxShadow: vars.shadow.md },
    },
  }),
);

/** The item's own picture when given as `imageSrc`: it fills the 160 × 160 frame. */
export const tileImg = style(
  inLayer({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }),
);

export const tileName = style(
  inLayer({
    display: 'block',
    maxWidth: '100%',
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
  }),
);

export const tileMeta = style(inLayer({ color: vars.color.textMuted, fontSize: vars.font.sizeSm }));
