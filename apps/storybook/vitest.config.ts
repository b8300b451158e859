import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@coras/tooling/chromium';
import { reportsDir } from '@coras/tooling/vitest';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every story is a test: rendered in the system Chromium (browser mode, Playwright provider), its
 * play function run, axe checked (a violation fails), and its screenshot compared with the baseline.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: `${here}.storybook` }), vanillaExtractPlugin()],
  // vanilla-extract's compiled .css.ts modules import these at run time; Vite's dependency scan
  // cannot see them, finds them mid-run, re-optimises and reloads the page under a running test.
  // Widget stories call the sandbox the global setup starts (vitest.setup.ts hands them its URL).
  define: { __CORAS_SANDBOX_URL__: JSON.stringify('http://127.0.0.1:4010') },
  optimizeDeps: {
    include: ['@coras/ui > @vanilla-extract/recipes/createRuntimeFn', 'react-dom/client'],
  },
  test: {
    name: 'storybook',
    setupFiles: ['./.storybook/vitest.setup.ts'],
    globalSetup: ['./.storybook/sandbox.global-setup.ts'],
    reporters: ['default', ['json', { outputFile: `${reportsDir}browser-storybook.json` }]],
    testTimeout: 30_000,
    // The screenshot baselines are written by the test server; it listens on loopback only.
    api: { host: '127.0.0.1', allowWrite: true },
    browser: {
      enabled: true,
      api: { host: '127.0.0.1', allowWrite: true },
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Not one pixel may differ by more than pixelmatch's perceptual threshold, anti-aliased
          // ones included: most of small light-grey text is anti-aliasing, which pixelmatch skips by
          // default, so '1 ticket' for '1 × Adult' once passed as 70 pixels within an allowance of
          // 110. Below the threshold, the same story drawn twice differs by a level or two of
          // colour in gradients of its images, which nobody sees. Renders use the Inter font
          // shipped by @fontsource/inter, never a system font, so baselines hold on a new machine.
          comparatorOptions: { threshold: 0.1, includeAA: true, allowedMismatchedPixels: 0 },
          resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
            `${here}__screenshots__/${arg}-${browserName}-${platform}${ext}`,
          // Failures leave the actual and the diff image here (ignored by git) for review.
          resolveDiffPath: ({ arg, attachmentsDir, browserName, platform, ext }) =>
            `${here}${attachmentsDir}/${arg}-${browserName}-${platform}${ext}`,
        },
      },
    },
  },
});
