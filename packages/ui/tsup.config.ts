import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { corasTsup } from '@coras/tooling/tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * Minifies the extracted style sheets. esbuild prefixes each module's CSS with a comment naming its
 * virtual source (a third of the file); the JS stays unminified for readable stack traces.
 */
async function minifyStyleSheets() {
  const files = (await readdir('dist', { recursive: true })).filter((file) => file.endsWith('.css'));
  for (const name of files) {
    const file = `dist/${name}`;
    const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true });
    await writeFile(file, code);
    await rm(`${file}.map`, { force: true });
  }
}

// One output module per source module (components, icons, theme), so a consumer's bundler drops
// every component it does not import (`sideEffects` lists only CSS). The `.css.ts` modules compile
// to static style sheets: dist/index.css holds the whole kit, published as `@coras/ui/styles.css`;
// nothing is injected at runtime.
export default defineConfig(
  corasTsup({
    entry: ['src/**/*.{ts,tsx}', '!src/**/*.{stories,test}.tsx', '!src/**/*.test.ts', '!src/**/*.css.ts'],
    dts: { entry: 'src/index.ts' },
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    onSuccess: minifyStyleSheets,
  }),
);
