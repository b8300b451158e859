import { globalLayer } from '@vanilla-extract/css';

/**
 * Every rule of the kit sits in the `coras` cascade layer, so a host page's own (unlayered) CSS
 * never loses to ours by specificity and ours never leaks out by it. Inside: reset < theme <
 * components, so a component rule always beats the reset (a state, such as `:hover` or
 * `[data-state]`, is a more specific selector of its component).
 */
export const corasLayer = globalLayer('coras');
export const resetLayer = globalLayer({ parent: corasLayer }, 'reset');
export const themeLayer = globalLayer({ parent: corasLayer }, 'theme');
export const componentLayer = globalLayer({ parent: corasLayer }, 'components');
