import type { Options } from 'tsup';
/** The one way a publishable package is built (see tsup.preset.mjs). */
export declare function corasTsup(overrides?: Options): Options;
