import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const priceSizes = ['sm', 'md', 'lg'] as const;

export const price = recipe({
  base: inLayer({
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    lineHeight: vars.font.lineHeightTight,
  }),
  variants: {
    size: {
      sm: inLayer({ fontSize: vars.font.sizeSm }),
      md: inLayer({ fontSize: vars.font.sizeMd }),
      lg: inLayer({ fontSize: vars.font.sizeXl }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const prefix = style(inLayer({ color: vars.color.textMuted, fontSize: '0.875em' }));

/** Digits of equal width, and never broken between the symbol and the amount. */
export const amount = style(
  inLayer({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
);
