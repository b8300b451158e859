import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../../styles/layered';

/**
 * The square of an icon button, on top of the Button recipe. The `[data-icon-button]` attribute
 * raises the specificity above Button's size padding whatever order the style sheets load in.
 * Every size keeps at least a 32 px target (WCAG 2.2 target size, 24 px minimum).
 */
export const iconButton = recipe({
  base: inLayer({
    selectors: { '&[data-icon-button]': { padding: 0, flexShrink: 0, aspectRatio: '1' } },
  }),
  variants: {
    size: {
      sm: inLayer({ selectors: { '&[data-icon-button]': { width: 32, minHeight: 32 } } }),
      md: inLayer({ selectors: { '&[data-icon-button]': { width: 40, minHeight: 40 } } }),
      lg: inLayer({ selectors: { '&[data-icon-button]': { width: 48, minHeight: 48 } } }),
    },
    round: {
      true: inLayer({ selectors: { '&[data-icon-button]': { borderRadius: '50%' } } }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', round: false },
});
