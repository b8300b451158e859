import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every design token as a CSS variable with a stable, prefixed name
 * (`--coras-color-brand`, `--coras-radius-md`…), so a host page can restyle the widget with plain
 * CSS variables as well as through `<CorasRoot theme>`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: 'color-brand',
      brandHover: 'color-brand-hover',
      onBrand: 'color-on-brand',
      brandSubtle: 'color-brand-subtle',
      text: 'color-text',
      textMuted: 'color-text-muted',
      background: 'color-background',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      border: 'color-border',
      borderStrong: 'color-border-strong',
      focus: 'color-focus',
      overlay: 'color-overlay',
      disabled: 'color-disabled',
      onDisabled: 'color-on-disabled',
      success: 'color-success',
      successSubtle: 'color-success-subtle',
      warning: 'color-warning',
      warningSubtle: 'color-warning-subtle',
      error: 'color-error',
      errorSubtle: 'color-error-subtle',
      star: 'color-star',
    },
    font: {
      family: 'font-family',
      sizeXs: 'font-size-xs',
      sizeSm: 'font-size-sm',
      sizeMd: 'font-size-md',
      sizeLg: 'font-size-lg',
      sizeXl: 'font-size-xl',
      size2xl: 'font-size-2xl',
      weightRegular: 'font-weight-regular',
      weightMedium: 'font-weight-medium',
      weightBold: 'font-weight-bold',
      lineHeight: 'line-height',
      lineHeightTight: 'line-height-tight',
    },
    space: {
      none: 'space-none',
      xxs: 'space-xxs',
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
      xxl: 'space-xxl',
    },
    /**
     * The one focus indicator of the kit (issue 21, WCAG 2.4.13): `ring` is the outline every
     * focusable control draws (`focusRing()`), by default `width` of `color.focus`.
     */
    focus: { ring: 'focus-ring', width: 'focus-width' },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', pill: 'radius-pill' },
    shadow: { sm: 'shadow-sm', md: 'shadow-md', lg: 'shadow-lg' },
    zIndex: { dropdown: 'z-dropdown', overlay: 'z-overlay', dialog: 'z-dialog', toast: 'z-toast' },
    motion: {
      fast: 'motion-fast',
      medium: 'motion-medium',
      drawer: 'motion-drawer',
      easing: 'motion-easing',
    },
  },
  (value) => `coras-${value}`,
);
