import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const chipVariants = ['neutral', 'brand', 'outlined'] as const;
export const chipSizes = ['sm', 'md'] as const;

/** A pill. It never grows past its container: long words wrap inside it rather than overflow. */
export const chip = recipe({
  base: inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minWidth: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
    textDecoration: 'none',
    verticalAlign: 'middle',
    selectors: {
      'button&, a&': { cursor: 'pointer' },
      '&:focus-visible': focusRing(),
    },
  }),
  variants: {
    variant: {
      neutral: inLayer({
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { 'button&:hover, a&:hover': { borderColor: vars.color.borderStrong } },
      }),
      brand: inLayer({
        background: vars.color.brandSubtle,
        color: vars.color.brand,
        selectors: { 'button&:hover, a&:hover': { borderColor: vars.color.brand } },
      }),
      outlined: inLayer({
        background: vars.color.background,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { 'button&:hover, a&:hover': { background: vars.color.brandSubtle } },
      }),
    },
    size: {
      sm: inLayer({
        minHeight: 24,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.font.sizeXs,
      }),
      md: inLayer({
        minHeight: 32,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.sizeSm,
      }),
    },
    removable: {
      // The 24 px remove button fills the line: with the size's own padding and the border it would
      // stand 2 px taller than a button of its size (34 px for md), and a row of filter chips beside
      // the bar's buttons would grow the bar as the chips arrive.
      true: inLayer({ paddingBlock: vars.space.xxs, paddingInlineEnd: vars.space.xxs }),
      false: {},
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md', removable: false },
});

export const icon = style(inLayer({ display: 'inline-flex', flexShrink: 0 }));

export const label = style(inLayer({ minWidth: 0 }));

/** 24 px target: the WCAG 2.2 minimum, kept even in the small chip. */
export const remove = style(
  inLayer({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: 24,
    height: 24,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.border },
      '&:focus-visible': focusRing('inside'),
    },
  }),
);
