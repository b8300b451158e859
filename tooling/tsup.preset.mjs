// @ts-check
// Plain JavaScript so that every config loader (tsup's bundle-require, Vite's config bundler)
// can import it from the linked workspace package without a TypeScript step.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, transform } from 'esbuild';

/**
 * Every source module of a package: what `keepModules` turns into one output module each. Tests,
 * stories and the modules that serve only them (named `*.test-utils.ts(x)`) stay out of dist.
 */
export const SOURCE_MODULES = [
  'src/**/*.{ts,tsx}',
  '!src/**/*.{test,test-utils,stories}.{ts,tsx}',
  '!src/**/*.d.ts',
];

/**
 * The one way a publishable package is built: ESM with bundled declarations, one output module per
 * source module (`keepModules`), dependencies left external, no source maps (the output is the
 * source minus its types, readable as it is). Packages pass only what differs (the declarations'
 * entries, the style sheet). A package with a style sheet compiles its `.css.ts` modules with
 * vanilla-extract (short class names): to class names in its modules, to rules in the sheet.
 *
 * @param {import('tsup').Options & { styleSheet?: StyleSheetOptions }} [overrides]
 * @returns {import('tsup').Options}
 * @example
 * export default defineConfig(corasTsup({ dts: { entry: { index: 'src/index.ts' } } }));
 */
export function corasTsup({ styleSheet, ...overrides } = {}) {
  const plugins = overrides.esbuildPlugins ?? (styleSheet ? styles() : []);
  return {
    entry: SOURCE_MODULES,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: false,
    clean: true,
    treeshake: false,
    splitting: false,
    outDir: 'dist',
    ...overrides,
    esbuildPlugins: [keepModules(), ...plugins],
    onSuccess: styleSheet ? () => writeStyleSheet(styleSheet) : undefined,
  };
}

/** vanilla-extract's esbuild plugin as every styled package compiles with it (a fresh one per build). */
const styles = () => [vanillaExtractPlugin({ identifiers: 'short' })];

/**
 * Keeps the package's module graph in dist: every relative import of a source module stays an
 * import of its output module (`./money/money.js`), so a consumer's bundler tree-shakes and
 * code-splits our code module by module, as it does our sources inside the workspace. A package
 * pre-bundled into one file (or into esbuild's shared chunks) cannot be split again: everything any
 * page used of it landed in the first page's chunk.
 *
 * @returns {import('esbuild').Plugin}
 */
export function keepModules() {
  return {
    name: 'coras-keep-modules',
    setup(builder) {
      builder.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.keepModules) return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { keepModules: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (!/\.(ts|tsx)$/.test(resolved.path) || resolved.path.includes(`${sep}node_modules${sep}`))
          return undefined;
        const target = relative(dirname(args.importer), resolved.path)
          .split(sep)
          .join('/')
          .replace(/\.tsx?$/, '.js');
        return { path: target.startsWith('.') ? target : `./${target}`, external: true };
      });
    },
  };
}

/**
 * @typedef {object} StyleSheetOptions
 * @property {string[]} entries modules whose whole import graph, dynamic imports included, the sheet covers
 * @property {import('esbuild').Plugin[]} [plugins] the plugins that compile the styles (default: vanilla-extract's)
 * @property {string[]} [append] built style sheets of other packages appended to ours (their rules ship with ours)
 */

/**
 * Writes dist/index.css, the package's one style sheet: every rule of every module reachable from
 * `entries`, lazily loaded pages included, in the order a bundler would import them, minified. The
 * per-module sheets esbuild leaves beside the modules are deleted: a consumer imports this one.
 *
 * @param {StyleSheetOptions} options
 */
export async function writeStyleSheet({ entries, plugins = styles(), append = [] }) {
  const scratch = await mkdtemp(join(tmpdir(), 'coras-css-'));
  try {
    await build({
      entryPoints: { index: entries.length === 1 ? entries[0] : await barrel(scratch, entries) },
      bundle: true,
      splitting: false,
      format: 'esm',
      platform: 'neutral',
      jsx: 'automatic',
      outdir: scratch,
      packages: 'external',
      logLevel: 'warning',
      plugins,
    });
    const own = await readFile(join(scratch, 'index.css'), 'utf8');
    const others = await Promise.all(append.map((file) => readFile(file, 'utf8')));
    const { code } = await transform([own, ...others].join('\n'), { loader: 'css', minify: true });
    for (const name of await readdir('dist', { recursive: true }))
      if (name.endsWith('.css') || name.endsWith('.css.map')) await rm(join('dist', name));
    await writeFile('dist/index.css', code);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A module importing each of `entries`, so that one bundle covers them all. */
async function barrel(/** @type {string} */ folder, /** @type {string[]} */ entries) {
  const file = join(folder, 'entries.ts');
  await writeFile(file, entries.map((entry) => `import ${JSON.stringify(resolve(entry))};\n`).join(''));
  return file;
}
