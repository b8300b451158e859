// Publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set. Without it (CI
// here has no network) it says so and succeeds: the local visual tests are the gate.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set (and this network cannot reach Chromatic). ' +
      'The screenshot comparisons of `pnpm --filter @coras/storybook test` are the visual gate.',
  );
  process.exit(0);
}
const result = spawnSync(
  'chromatic',
  ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed'],
  {
    stdio: 'inherit',
    env: { ...process.env, DISABLE_ERROR_MONITORING: 'true', CHROMATIC_DISABLE_TELEMETRY: '1' },
  },
);
process.exit(result.status ?? 1);
