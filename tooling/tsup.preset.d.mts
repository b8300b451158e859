import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

/** Every source module of a package, tests and stories left out (see tsup.preset.mjs). */
export declare const SOURCE_MODULES: string[];

/** The package's one style sheet, dist/index.css (see tsup.preset.mjs). */
export interface StyleSheetOptions {
  /** Modules whose whole import graph, dynamic imports included, the sheet covers. */
  entries: string[];
  /** The plugins that compile the styles. @default vanilla-extract's, with short class names */
  plugins?: Plugin[];
  /** Built style sheets of other packages appended to ours. */
  append?: string[];
}

/** The one way a publishable package is built (see tsup.preset.mjs). */
export declare function corasTsup(overrides?: Options & { styleSheet?: StyleSheetOptions }): Options;

/** Keeps the package's module graph in dist, one output module per source module. */
export declare function keepModules(): Plugin;

/** Writes dist/index.css from `entries` and deletes every other style sheet in dist. */
export declare function writeStyleSheet(options: StyleSheetOptions): Promise<void>;
