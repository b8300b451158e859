import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'outlined', 'text', 'transparent'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/**
 * States reach the styles through data attributes: `data-loading`, `data-clickable="false"`, and
 * the native `:disabled`.
 */
export const button = recipe({
  base: inLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    textDecoration: 'none',
    // A long label (German, French…) wraps inside the button when the button is narrower than it,
    // instead of spilling out; a word longer than the button breaks. In a row the button keeps its
    // label's width (it does not shrink to wrap while its neighbours have room to give).
    flexShrink: 0,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    ':focus-visible': focusRing(),
    selectors: {
      '&:disabled': {
        cursor: 'not-allowed',
        background: vars.color.disabled,
        color: vars.color.onDisabled,
        borderColor: vars.color.disabled,
      },
      '&[data-loading]': { cursor: 'progress' },
      '&[data-clickable="false"]': { cursor: 'default' },
    },
  }),
  variants: {
    variant: {
      primary: inLayer({
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:not(:disabled):not([data-clickable="false"]):hover': { background: vars.color.brandHover },
        },
      }),
      secondary: inLayer({
        background: vars.color.brandSubtle,
        color: vars.color.brand,
        selectors: {
          '&:not(:disabled):not([data-clickable="false"]):hover': { borderColor: vars.color.brand },
        },
      }),
      outlined: inLayer({
        background: vars.color.background,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:not(:disabled):not([data-clickable="false"]):hover': { background: vars.color.brandSubtle },
        },
      }),
      text: inLayer({
        background: 'transparent',
        color: vars.color.brand,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&:not(:disabled):not([data-clickable="false"]):hover': { color: vars.color.brandHover },
          '&:disabled': { background: 'transparent', borderColor: 'transparent' },
        },
      }),
      transparent: inLayer({
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&:not(:disabled):not([data-clickable="false"]):hover': { background: vars.color.surface },
          '&:disabled': { background: 'transparent', borderColor: 'transparent' },
        },
      }),
    },
    size: {
      sm: inLayer({ minHeight: 32, padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSm }),
      md: inLayer({ minHeight: 40, padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeMd }),
      lg: inLayer({ minHeight: 48, padding: `0 ${vars.space.lg}`, fontSize: vars.font.sizeLg }),
    },
    fullWidth: { true: inLayer({ width: '100%' }), false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** While loading, the label keeps its room (no layout shift) but is hidden behind the spinner. */
export const hiddenContent = style(inLayer({ opacity: 0 }));
export const spinnerSlot = style(
  inLayer({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }),
);
