import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const PLACEHOLDER = '__CORAS_ELEMENTS_CSS_TEXT__';

/**
 * Writes integrity.json beside the bundle: each of its scripts' Subresource Integrity hash
 * (sha384, of the files as written), for a page that pins what it loads (the README's pinned embed:
 * the entry's hash on its <script>, the chunks' in an import map).
 */
function integrityManifest(): Plugin {
  return {
    name: 'coras-integrity-manifest',
    enforce: 'post',
    writeBundle({ dir = 'dist/bundle' }) {
      const scripts = readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .sort();
      const hashes = Object.fromEntries(
        scripts.map((name) => [
          name,
          `sha384-${createHash('sha384')
            .update(readFileSync(join(dir, name)))
            .digest('base64')}`,
        ]),
      );
      writeFileSync(join(dir, 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}

/**
 * Moves the extracted style sheet into the script: the custom elements adopt it into their shadow
 * roots, so the embed is one file and no <link> or <style> lands in the host page.
 */
function inlineStyleSheet(): Plugin {
  return {
    name: 'coras-inline-style-sheet',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = sheets.map((sheet) => (sheet.type === 'asset' ? String(sheet.source) : '')).join('\n');
      for (const sheet of sheets) delete bundle[sheet.fileName];
      // The string as the minifier wrote it: in double quotes, or back-ticks.
      const literal = new RegExp(`(["'\`])${PLACEHOLDER}\\1`);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk' && literal.test(file.code));
      if (chunks.length !== 1)
        throw new Error(`The style sheet's placeholder is in ${chunks.length} chunks, not 1`);
      for (const file of chunks) {
        if (file.type === 'chunk') file.code = file.code.replace(literal, () => JSON.stringify(css));
      }
    },
    writeBundle({ dir }) {
      // The bundle exports nothing: importing it registers the elements. Say so to TypeScript.
      writeFileSync(
        `${dir}/coras-elements.d.ts`,
        // Its types are the elements' (and their tag names in HTMLElementTagNameMap).
        "// Importing this module registers <coras-booking> and <coras-landing>.\nimport '../elements/index.js';\nexport {};\n",
      );
    },
  };
}

// dist/bundle/coras-elements.js: React, the widgets and their CSS in one module for plain pages
// (lazy pages stay separate chunks next to it).
//
// A third-party embed is fetched from someone else's page, over HTTP/1.1 (six connections, a round
// trip per wave of files) as often as HTTP/2, so its first load is one file (issue 31): every module
// the entry imports statically (rolldown's `$initial` tag) goes into the entry itself, and the
// chunks behind dynamic imports import what they share with it from it. Without the group, rolldown
// split the first load into 50 files. The entry exports nothing, so its signature need not be kept
// (which lets the group's chunk be the entry). Minified whole (a library build keeps whitespace
// and annotations for its consumers' bundlers, which this bundle has none of); licences kept.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineStyleSheet(), integrityManifest()],
  define: {
    __CORAS_ELEMENTS_CSS__: JSON.stringify(PLACEHOLDER),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: true,
    cssCodeSplit: false,
    lib: { entry: 'src/elements/register.ts', formats: ['es'], fileName: () => 'coras-elements.js' },
    rollupOptions: {
      preserveEntrySignatures: false,
      output: {
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
        codeSplitting: { groups: [{ name: 'coras-elements', tags: ['$initial'] }] },
      },
      // Radix marks its modules "use client"; a client-only bundle has no use for the directive.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
