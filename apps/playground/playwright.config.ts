import { chromiumArgs, chromiumPath } from '@coras/tooling/chromium';
import { reportsDir } from '@coras/tooling/vitest';
import { defineConfig } from '@playwright/test';

/** Ports of their own, so the tests never talk to a developer's running `npm start`. */
export const SANDBOX_PORT = 4510;
const PREVIEW_PORT = 4573;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: `${reportsDir}e2e-playground.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'pnpm --filter @coras/sandbox-api start',
      env: { PORT: String(SANDBOX_PORT) },
      // The sandbox's index answers 200 with no header (a /v2 call without Coras-Distributor is a 400).
      url: `http://127.0.0.1:${SANDBOX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `pnpm exec vite preview --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      url: `http://127.0.0.1:${PREVIEW_PORT}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
