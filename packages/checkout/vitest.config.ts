import { corasVitestNode } from '@coras/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';

// Component tests in happy-dom against the sandbox API served in-process; the payment journeys
// run in Chromium (stories and the playground's Playwright suite).
export default mergeConfig(
  defineConfig({ plugins: [vanillaExtractPlugin()] }),
  defineConfig(
    corasVitestNode('checkout', {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      // The page walks through several sandbox calls with Testing Library waits of up to 5 s each;
      // 5 s for a whole test is too tight on a busy 2-core machine. A hung test still fails.
      testTimeout: 20_000,
    }),
  ),
);
