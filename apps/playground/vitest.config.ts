import { corasVitestNode } from '@coras/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The playground's settings and embed snippets are plain functions: tested in node (the widgets'
// attribute names come with their styles, hence the plugin); the panel itself is tested in
// Chromium by e2e/panel.spec.ts.
export default defineConfig({ ...corasVitestNode('playground'), plugins: [vanillaExtractPlugin()] });
