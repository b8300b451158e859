import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFonts } from './src/build/fontPreload';

export default defineConfig({
  // The workspace packages resolve to their sources: their `.css.ts` styles compile here.
  // Inter's Latin face (fonts.css) is preloaded: the first screen's text is set in it.
  plugins: [react(), vanillaExtractPlugin(), preloadFonts(['inter-latin-wght-normal'])],
  // Every page of the widget has an address (`/en-GB/EUR/…`): serve index.html for them all.
  appType: 'spa',
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        // The plain-HTML embed: uses only the custom-element bundle copied into public/elements.
        embed: fileURLToPath(new URL('embed.html', import.meta.url)),
      },
      // Radix marks its modules "use client"; a client-only bundle has no use for the directive.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
