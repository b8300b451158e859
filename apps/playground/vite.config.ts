import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    sourcemap: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        // The plain-HTML embed: uses only the custom-element bundle copied into public/elements.
        embed: fileURLToPath(new URL('embed.html', import.meta.url)),
      },
    },
  },
});
