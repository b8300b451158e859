import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const imageLayouts = ['responsive', 'fixed'] as const;
export const imageFits = ['cover', 'contain'] as const;

/** Width : height of the reserved box, e.g. `3 / 2`; set inline from the props. */
export const aspectRatioVar = createVar();
/** The box's width in the fixed layout (`70px`); set inline from the props. */
export const fixedWidthVar = createVar();

/**
 * The box is reserved before any pixel arrives (no layout shift): its aspect ratio always comes
 * from the props. States: `data-status` (`loading | primary | fallback | failed`) and
 * `data-loaded` once the shown file has loaded.
 */
export const image = recipe({
  base: inLayer({
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    aspectRatio: aspectRatioVar,
    background: vars.color.surface,
    color: vars.color.textMuted,
  }),
  variants: {
    layout: {
      responsive: inLayer({ width: '100%' }),
      fixed: inLayer({ display: 'inline-block', width: fixedWidthVar, maxWidth: '100%', flexShrink: 0 }),
    },
  },
  defaultVariants: { layout: 'responsive' },
});

const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
} as const;

export const picture = recipe({
  base: inLayer(fill),
  variants: {
    fit: {
      cover: inLayer({ objectFit: 'cover' }),
      contain: inLayer({ objectFit: 'contain' }),
    },
  },
  defaultVariants: { fit: 'cover' },
});

/**
 * The blurred low-quality image under the real one while it downloads; scaled a little so the
 * blur's soft edge stays outside the box. Removed once the real image has loaded.
 */
export const placeholder = style(
  inLayer({
    ...fill,
    objectFit: 'cover',
    filter: 'blur(12px)',
    transform: 'scale(1.1)',
  }),
);

/** 'Loading image...' and 'Image could not be loaded', centred in the reserved box. */
export const message = style(
  inLayer({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    padding: vars.space.sm,
    textAlign: 'center',
    fontSize: vars.font.sizeSm,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  }),
);
