import { writeFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const PLACEHOLDER = '__CORAS_ELEMENTS_CSS_TEXT__';

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
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(PLACEHOLDER)) {
          file.code = file.code.replace(`"${PLACEHOLDER}"`, JSON.stringify(css));
        }
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
export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineStyleSheet()],
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
      // Radix marks its modules "use client"; a client-only bundle has no use for the directive.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
