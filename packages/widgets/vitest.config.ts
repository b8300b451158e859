import { corasVitestNode } from '@coras/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';

// Component tests in happy-dom against the sandbox API served in-process (test/harness.tsx).
// Layout at container widths, keyboard journeys and the custom elements run in Chromium (Storybook
// stories and Playwright).
export default mergeConfig(
  defineConfig({ plugins: [vanillaExtractPlugin()] }),
  defineConfig(
    corasVitestNode('widgets', {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
    }),
  ),
);
