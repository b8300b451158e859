import { corasVitestNode } from '@coras/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';

// Component tests in happy-dom against the sandbox API served in-process (test/harness.test-utils.tsx).
// Layout at container widths, keyboard journeys and the custom elements run in Chromium (Storybook
// stories and Playwright).
export default mergeConfig(
  defineConfig({ plugins: [vanillaExtractPlugin()] }),
  defineConfig(
    corasVitestNode('widgets', {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      // A test walks a screen through several sandbox calls (each answer validated against the
      // contract) with Testing Library waits of up to 5 s each; 5 s for the whole test is too tight
      // on a busy 2-core machine. A hung test still fails.
      testTimeout: 20_000,
    }),
  ),
);
