// @ts-check
// Plain JavaScript so that every config loader (tsup's bundle-require, Vite's config bundler)
// can import it from the linked workspace package without a TypeScript step.

/**
 * The one way a publishable package is built: ESM with declarations, tree-shakeable, sources
 * mapped, dependencies left external. Packages pass only what differs (entries, esbuild plugins).
 *
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 * @example
 * export default defineConfig(corasTsup({ entry: { index: 'src/index.ts' } }));
 */
export function corasTsup(overrides = {}) {
  return {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    outDir: 'dist',
    ...overrides,
  };
}
