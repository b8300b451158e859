import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { corasTsup } from '@coras/tooling/tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform } from 'esbuild';
import { defineConfig } from 'tsup';

/** Minifies the extracted style sheets (esbuild prefixes each module's CSS with a long source comment). */
async function minifyStyleSheets() {
  const files = (await readdir('dist', { recursive: true })).filter((file) => file.endsWith('.css'));
  for (const name of files) {
    const file = `dist/${name}`;
    const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true });
    await writeFile(file, code);
    await rm(`${file}.map`, { force: true });
  }
}

// Two public entries (the React components, the custom elements); every page behind a dynamic
// import becomes its own chunk, so a landing visitor downloads none of the other pages.
export default defineConfig(
  corasTsup({
    entry: { index: 'src/index.ts', 'elements/index': 'src/elements/index.ts' },
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@coras\//],
    onSuccess: minifyStyleSheets,
  }),
);
