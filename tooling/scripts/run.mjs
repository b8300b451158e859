// @ts-check
// The repo's front door, runnable with nothing but Node and npm (no pnpm, no corepack):
//   npm start  → install everything, start the sandbox API and the playground, print the URLs
//   npm test   → install everything, build, run every test suite, print one summary line
//   npm run ci → what .ci/run runs: lint, types, generated-code check, build, all tests,
//                publish checks and size budgets
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = join(root, '.reports');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';
const started = Date.now();

/** pnpm itself, or `npx -y pnpm@<version>` on a machine that has none (corepack does not work on ours). */
function findPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}
const pnpm = findPnpm();

const step = (/** @type {string} */ title) => console.log(`\n\u25b6 ${title}`);

/** Runs pnpm with `args` in the repo root, streaming its output; throws when it fails. */
function runPnpm(/** @type {string[]} */ args) {
  const [command = 'pnpm', ...prefix] = pnpm;
  const result = spawnSync(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new StepError(`pnpm ${args.join(' ')} failed`);
}

class StepError extends Error {}

function install() {
  step(`Installing dependencies with pnpm ${PNPM_VERSION}${pnpm[0] === 'npx' ? ' (through npx)' : ''}`);
  runPnpm(['install', ...(isCI ? ['--frozen-lockfile'] : [])]);
}

/** Workspace packages with their folder name and scripts. */
function workspaces() {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')))
      .map((entry) => {
        const manifest = JSON.parse(readFileSync(join(root, group, entry.name, 'package.json'), 'utf8'));
        return { folder: entry.name, name: manifest.name, scripts: manifest.scripts ?? {} };
      }),
  );
}

/**
 * Reads every suite's JSON report (Vitest and Playwright) and prints one line. A suite that was
 * expected and left no report, a skipped test, or a run with no tests at all is a failure: a test
 * run that silently skips the browser tests must not look green.
 */
function summarise() {
  const files = existsSync(reports) ? readdirSync(reports).filter((file) => file.endsWith('.json')) : [];
  /** @type {Array<{ suite: string; passed: number; failed: number; skipped: number; brokenFiles: number }>} */
  const suites = files.map((file) => {
    const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    const suite = file.replace(/\.json$/, '');
    if (report.stats) {
      // Playwright
      return {
        suite,
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
        brokenFiles: report.errors?.length ?? 0,
      };
    }
    return {
      suite,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      // A test file that failed to load runs no tests at all; it must not pass for an empty success.
      brokenFiles: (report.testResults ?? []).filter(
        (/** @type {{ status: string; assertionResults?: unknown[] }} */ file) =>
          file.status === 'failed' && !file.assertionResults?.length,
      ).length,
    };
  });
  const missing = workspaces().flatMap(({ folder, scripts }) => [
    ...(scripts.test && !suites.some((s) => s.suite.endsWith(`-${folder}`)) ? [`tests of ${folder}`] : []),
    ...(scripts['test:e2e'] && !suites.some((s) => s.suite === `e2e-${folder}`)
      ? [`end-to-end tests of ${folder}`]
      : []),
  ]);
  const total = (/** @type {'passed' | 'failed' | 'skipped'} */ key) =>
    suites.reduce((sum, s) => sum + s[key], 0);
  const kinds = ['unit', 'browser', 'e2e']
    .map((kind) => {
      const ofKind = suites.filter((s) => s.suite.startsWith(`${kind}-`));
      if (!ofKind.length) return '';
      const parts = ofKind.map((s) => `${s.suite.slice(kind.length + 1)} ${s.passed}`).join(', ');
      return `${kind} ${ofKind.reduce((sum, s) => sum + s.passed, 0)} (${parts})`;
    })
    .filter(Boolean)
    .join('; ');
  const seconds = Math.round((Date.now() - started) / 1000);
  const broken = suites.reduce((sum, s) => sum + s.brokenFiles, 0);
  const ok =
    total('failed') === 0 && total('skipped') === 0 && total('passed') > 0 && missing.length === 0 && !broken;
  console.log(
    `\n${ok ? '\u2714' : '\u2716'} Summary: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped` +
      ` in ${suites.length} suites — ${kinds || 'no suites ran'} — ${Math.floor(seconds / 60)}m ${seconds % 60}s`,
  );
  if (missing.length) console.log(`  Missing reports (suites that did not run): ${missing.join(', ')}`);
  if (broken) console.log(`  ${broken} test file(s) failed to load and ran no tests.`);
  if (total('skipped')) console.log('  Skipped tests count as failures: a test must run.');
  return ok;
}

function runTests() {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  step('Checking for Chromium (browser and end-to-end tests)');
  console.log(`Using ${ensureChromium()}`);
  step('Building every package');
  runPnpm(['turbo', 'run', 'build']);
  step('Unit, component and browser tests');
  let failed = false;
  try {
    runPnpm(['turbo', 'run', 'test', '--concurrency=1', '--continue']);
  } catch {
    failed = true;
  }
  step('End-to-end tests (Playwright on the built playground and the sandbox)');
  try {
    runPnpm(['turbo', 'run', 'test:e2e', '--concurrency=1', '--continue']);
  } catch {
    failed = true;
  }
  if (!summarise() || failed) throw new StepError('Tests failed');
}

function checks() {
  step('Lint and format (Biome)');
  runPnpm(['exec', 'biome', 'ci', '.']);
  step('Type-check, and check generated API types are fresh');
  runPnpm(['turbo', 'run', 'typecheck', 'check:generated']);
}

function publishChecks() {
  step('Publish checks (publint, arethetypeswrong) and size budgets (size-limit)');
  runPnpm(['turbo', 'run', 'check:publish', 'check:size', '--concurrency=1']);
  step('Chromatic (publishes the built Storybook when CHROMATIC_PROJECT_TOKEN is set)');
  runPnpm(['--filter', '@coras/storybook', 'chromatic']);
}

/** Resolves once `url` answers, or rejects after `ms`. */
async function waitFor(/** @type {string} */ url, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new StepError(`${url} did not answer within ${ms / 1000} s`);
}

async function start() {
  install();
  step('Starting the sandbox API and the playground');
  const [command = 'pnpm', ...prefix] = pnpm;
  const child = spawn(command, [...prefix, 'run', 'dev'], { cwd: root, stdio: 'inherit', env: process.env });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
  await Promise.all([waitFor('http://127.0.0.1:4010/v2/geolocation'), waitFor('http://127.0.0.1:5173/')]);
  console.log(
    '\n\u2714 Ready.\n' +
      '  Playground (open this):  http://127.0.0.1:5173/\n' +
      '  Sandbox API:             http://127.0.0.1:4010/  (e.g. http://127.0.0.1:4010/v2/locations/search?query=dub)\n' +
      '  Press Ctrl+C to stop.\n',
  );
}

const command = process.argv[2];
try {
  if (command === 'start') await start();
  else if (command === 'test') {
    install();
    runTests();
  } else if (command === 'ci') {
    install();
    checks();
    runTests();
    publishChecks();
    console.log(`\n\u2714 CI passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    console.error('Usage: node tooling/scripts/run.mjs <start|test|ci>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`\n\u2716 ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
