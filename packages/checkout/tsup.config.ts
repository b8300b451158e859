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

// The checkout page and, apart, its English texts (the widgets' catalogue spreads them without
// pulling the checkout into the landing chunk) and its first requests (started before the page's
// chunk arrives).
export default defineConfig(
  corasTsup({
    entry: { index: 'src/index.ts', messages: 'src/messages.ts', requests: 'src/requests.ts' },
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@coras\//],
    onSuccess: minifyStyleSheets,
  }),
);
