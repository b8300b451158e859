import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { inLayer } from '../styles/layered';
import { resetLayer, themeLayer } from '../styles/layers.css';
import { vars } from './contract.css';
import { defaultTheme } from './tokens';

/**
 * A custom property every element of a widget inherits from the kit's style sheet: where it is
 * empty, `@coras/ui/styles.css` is not loaded (a host can say so: see the widgets' provider).
 */
export const STYLE_SHEET_MARKER = '--coras-style-sheet-ui';

/**
 * The widget's root: it carries the default theme and resets every inherited property, so the
 * host page's fonts, colours, line heights and text alignment never leak in. It has no layout
 * containment, so fixed-position dialogs and drawers portalled into it still cover the viewport.
 */
export const root = style(
  inLayer(
    {
      vars: { ...assignVars(vars, defaultTheme), [STYLE_SHEET_MARKER]: '1' },
      fontFamily: vars.font.family,
      fontSize: vars.font.sizeMd,
      fontWeight: vars.font.weightRegular,
      fontStyle: 'normal',
      lineHeight: vars.font.lineHeight,
      letterSpacing: 'normal',
      wordSpacing: 'normal',
      textAlign: 'start',
      textTransform: 'none',
      textIndent: 0,
      textShadow: 'none',
      whiteSpace: 'normal',
      color: vars.color.text,
      direction: 'ltr',
      visibility: 'visible',
      cursor: 'auto',
      WebkitFontSmoothing: 'antialiased',
    },
    themeLayer,
  ),
);

/**
 * The query container of the widget's layout: components respond to the width the host gives the
 * widget, not to the viewport (`@container coras (max-width: …)`).
 */
export const container = style(inLayer({ containerType: 'inline-size', containerName: 'coras' }, themeLayer));

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  '@layer': { [resetLayer]: { boxSizing: 'border-box' } },
});

globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote, dl, dd)`, {
  '@layer': { [resetLayer]: { margin: 0 } },
});

globalStyle(`${root} :where(button, input, select, textarea)`, {
  '@layer': { [resetLayer]: { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' } },
});

globalStyle(`${root} :where(img, svg)`, {
  '@layer': { [resetLayer]: { display: 'block', maxWidth: '100%' } },
});
