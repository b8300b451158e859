import { chromiumArgs, chromiumPath } from '@coras/tooling/chromium';
import { reportsDir } from '@coras/tooling/vitest';
import { defineConfig } from '@playwright/test';

// The fixtures are installed and built by prepare.mjs (test:e2e runs it first); tests/servers.ts
// serves them and the sandbox on their own ports (lib/fixtures.mjs PORTS).
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: `${reportsDir}e2e-consumers.json` }]],
  globalSetup: './tests/servers.ts',
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
