import type { StyleRule } from '@vanilla-extract/css';
import { componentLayer } from './layers.css';

/**
 * Wraps a rule in a cascade layer (the components layer unless told otherwise). A plain module,
 * not a `.css.ts` one: vanilla-extract style files may export only styles and serialisable values.
 */
export function inLayer(rule: StyleRule, target: string = componentLayer): StyleRule {
  return { '@layer': { [target]: rule } };
}

/** The container query of a maximum widget width, e.g. `containerMax(500)` for the one-column grid. */
export const containerMax = (width: number) => `coras (max-width: ${width}px)`;
