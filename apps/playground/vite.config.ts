import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFonts } from './src/build/fontPreload';

/**
 * The dev server's default API host: the sandbox on SANDBOX_PORT when `npm start` or `pnpm dev` moved
 * it there, unless VITE_API_HOST names another.
 */
function sandboxApiHost(): Record<string, string> {
  const port = process.env.SANDBOX_PORT;
  if (!port || process.env.VITE_API_HOST) return {};
  return { 'import.meta.env.VITE_API_HOST': JSON.stringify(`http://127.0.0.1:${port}`) };
}

export default defineConfig(({ command }) => ({
  // The workspace packages resolve to their sources: their `.css.ts` styles compile here.
  // Inter's Latin face (fonts.css) is preloaded: the first screen's text is set in it.
  plugins: [react(), vanillaExtractPlugin(), preloadFonts(['inter-latin-wght-normal'])],
  // Every page of the widget has an address (`/en-GB/EUR/…`): serve index.html for them all.
  appType: 'spa',
  // `npm start` and `pnpm dev` run the sandbox beside it in one environment: PORT is the
  // playground's, SANDBOX_PORT the sandbox's.
  server: { host: '127.0.0.1', port: Number(process.env.PORT || 5173), strictPort: true },
  define: command === 'serve' ? sandboxApiHost() : {},
  optimizeDeps: {
    // The vanilla-extract plugin adds this import when it compiles the kit's recipes, after the
    // dependency scan: found late, it made Vite re-bundle the dependencies and reload the first
    // visit's page, failing its requests with 504 "Outdated Optimize Dep".
    include: ['@coras/ui > @vanilla-extract/recipes/createRuntimeFn'],
  },
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
}));
