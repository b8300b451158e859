import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const pointsBadgeSizes = ['sm', 'md'] as const;

/** A pill in the brand's subtle colour (a rounded box when it wraps in a narrow card, never overflowing). */
export const badge = recipe({
  base: inLayer({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.lg,
    background: vars.color.brandSubtle,
    color: vars.color.brand,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
  }),
  variants: {
    size: {
      sm: inLayer({ padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.sizeXs }),
      md: inLayer({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.sizeSm }),
    },
  },
  defaultVariants: { size: 'md' },
});

/** The programme's logo: its height is fixed (no vertical shift), its width follows the file. */
export const logo = style(inLayer({ height: '1.15em', width: 'auto', maxWidth: '4.5em', flexShrink: 0 }));
export const icon = style(inLayer({ height: '1.15em', width: '1.15em', flexShrink: 0 }));
export const amount = style(inLayer({ display: 'inline-flex', gap: '0.3em', minWidth: 0 }));
export const value = style(inLayer({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' }));
export const unit = style(inLayer({ overflowWrap: 'anywhere', minWidth: 0 }));
