/**
 * The default theme's values, as plain data. Every text/background pair meets WCAG 2.2 AA
 * (4.5:1 for text, 3:1 for borders of controls and the focus ring); `tokens.test.ts` proves it.
 */
export const defaultTheme = {
  color: {
    brand: '#0a5aa0',
    brandHover: '#084a84',
    onBrand: '#ffffff',
    brandSubtle: '#e6f0f9',
    text: '#1a1f24',
    textMuted: '#525b65',
    background: '#ffffff',
    surface: '#f5f7f9',
    surfaceRaised: '#ffffff',
    border: '#d5dbe1',
    borderStrong: '#7b8590',
    focus: '#0a5aa0',
    overlay: 'rgba(16, 20, 24, 0.55)',
    disabled: '#e3e7eb',
    onDisabled: '#5c656f',
    success: '#1b6b3a',
    successSubtle: '#e7f4ec',
    warning: '#8a5300',
    warningSubtle: '#fdf3e1',
    error: '#b3261e',
    errorSubtle: '#fbeaea',
    star: '#a65f00',
  },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    size2xl: '1.75rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
    lineHeightTight: '1.25',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  // A white-label theme recolours the ring with `color.focus` and thickens it with `focus.width`;
  // the ring's default reads both, so it follows either (2 px minimum: WCAG 2.4.13).
  focus: { ring: 'var(--coras-focus-width) solid var(--coras-color-focus)', width: '2px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 20, 24, 0.12)',
    md: '0 4px 12px rgba(16, 20, 24, 0.14)',
    lg: '0 12px 32px rgba(16, 20, 24, 0.2)',
  },
  zIndex: { dropdown: '1000', overlay: '1100', dialog: '1200', toast: '1300' },
  motion: { fast: '120ms', medium: '200ms', drawer: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A complete theme: every token of the contract. */
export type CorasTheme = Widen<typeof defaultTheme>;

/** What a distributor overrides at runtime: any subset of the tokens. */
export type CorasThemeOverrides = { [Group in keyof CorasTheme]?: Partial<CorasTheme[Group]> };

/** Layout constants of the specs (spec 1 §9). Container widths drive the container queries. */
export const layout = {
  pageMaxWidth: 950,
  containerMaxWidth: 1368,
  footerMaxWidth: 1073,
  breakpoints: { mobile: 375, tablet: 768, desktop: 1024 },
  widths: { w1000: 1000, w900: 900, w800: 800, w600: 600, w530: 530, w520: 520, w500: 500, w400: 400 },
} as const;
