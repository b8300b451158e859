// @ts-check
// The repo's front door, runnable with nothing but Node and npm (no pnpm, no corepack):
//   npm start  → check its ports, install everything, build what the servers import, start the
//                sandbox API and the playground, print the URLs once both answer
//   npm test   → install everything, build, run every test suite, print one summary line
//   npm run ci → what .ci/run runs: lint, dead code, types, generated-code check, OpenAPI lint,
//                build, all tests, clean builds, API reports, publish checks and size budgets
//   npm run storybook | build-storybook | chromatic → install everything, run that Storybook script
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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
  step(
    "Lint and format (Biome), with widgets' layer rule: no feature imports app/ or pages/, no page app/, runtime none of them",
  );
  runPnpm(['exec', 'biome', 'ci', '.']);
  step('Import circles (madge): none in any package');
  runPnpm(['check:circles']);
  step('Dead code (knip): no unused file, dependency or export, and no export that only tests use');
  runPnpm(['knip']);
  step(
    'Type-check, check generated API types are fresh, and lint the OpenAPI document (Redocly, 0 problems)',
  );
  runPnpm(['turbo', 'run', 'typecheck', 'check:generated', 'lint:openapi']);
}

/** Runs a script of tooling/scripts with Node; throws when it fails. */
function runScript(/** @type {string} */ script) {
  const result = spawnSync(process.execPath, [join(root, 'tooling', 'scripts', script)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CORAS_PNPM: JSON.stringify(pnpm) },
  });
  if (result.status !== 0) throw new StepError(`${script} failed`);
}

function publishChecks() {
  step("Clean builds: no package keeps an older build's files in the dist/ its tarball ships");
  runScript('check-clean-build.mjs');
  step(
    "Public API reports (API Extractor): each package's API is its committed report, and a changed report has its changeset",
  );
  runPnpm(['turbo', 'run', 'check:api', '--filter=./packages/*']);
  runScript('check-api-changesets.mjs');
  step('Publish checks (publint, arethetypeswrong) and size budgets (size-limit)');
  runPnpm(['turbo', 'run', 'check:publish', 'check:size', '--concurrency=1']);
  step('Chromatic (publishes the built Storybook when CHROMATIC_PROJECT_TOKEN is set)');
  runPnpm(['--filter', '@coras/storybook', 'chromatic']);
}

const HOST = '127.0.0.1';
/** How long the servers may take to answer once the packages are built: they only start, never build. */
const SERVERS_START_MS = 120_000;
/**
 * The servers of `npm start`: the package and the script run, the variable that sets its port (and
 * the one its script reads), the default, the path probed, and the line its own process prints once
 * its socket listens (proof that an answer is not another's). The sandbox runs `start`, not `dev`:
 * tsx's watcher would outlive a crashed sandbox and hide the crash.
 */
const SERVERS = /** @type {const} */ ([
  {
    name: 'sandbox API',
    package: '@coras/sandbox-api',
    dir: 'apps/sandbox-api',
    script: 'start',
    variable: 'SANDBOX_PORT',
    scriptReads: 'PORT',
    fallback: 4010,
    probe: '/v2/geolocation',
    listening: /listening on http/,
  },
  {
    name: 'playground',
    package: '@coras/playground',
    dir: 'apps/playground',
    script: 'dev',
    variable: 'PORT',
    scriptReads: 'PORT',
    fallback: 5173,
    probe: '/',
    listening: /Local:\s+http/,
  },
]);
/** @typedef {(typeof SERVERS)[number] & { port: number }} Server */

/** Each server with its port from the environment; throws on a malformed or shared port. */
function serversWithPorts() {
  const servers = SERVERS.map((server) => {
    const value = process.env[server.variable] || String(server.fallback);
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new StepError(`${server.variable}=${value} is not a port (1–65535).`);
    return { ...server, port };
  });
  if (new Set(servers.map((server) => server.port)).size < servers.length)
    throw new StepError(
      `PORT and SANDBOX_PORT are both ${servers[0]?.port}: each server needs its own port.`,
    );
  return servers;
}

/** Whether nothing listens on `port` of 127.0.0.1: this process can listen there itself. */
function isFree(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** The first free port after `port` that no other server of `servers` uses. */
async function nextFreePort(/** @type {number} */ port, /** @type {Server[]} */ servers) {
  let candidate = port + 1;
  while (servers.some((server) => server.port === candidate) || !(await isFree(candidate))) candidate += 1;
  return candidate;
}

/**
 * Throws, naming each taken port and the command that avoids it, when a server's port is taken:
 * otherwise the browser would reach whatever already listens there and `npm start` would call it ready.
 */
async function checkPorts(/** @type {Server[]} */ servers) {
  const taken = [];
  for (const server of servers) if (!(await isFree(server.port))) taken.push(server);
  if (!taken.length) return;
  const ports = Object.fromEntries(servers.map((server) => [server.variable, server.port]));
  for (const server of taken) ports[server.variable] = await nextFreePort(server.port, servers);
  throw new StepError(
    [
      ...taken.map(
        (server, index) =>
          `${index ? '  ' : ''}Port ${server.port} is taken: the ${server.name} (${server.variable}) cannot listen on http://${HOST}:${server.port}/.`,
      ),
      '  Another `npm start` may still be running: stop it, or start on free ports:',
      `    PORT=${ports.PORT} SANDBOX_PORT=${ports.SANDBOX_PORT} npm start`,
    ].join('\n'),
  );
}

/** The packages the dev servers import, dependencies first: turbo's graph of `dev`'s `^build`. */
function packagesToBuild() {
  const [command = 'pnpm', ...prefix] = pnpm;
  const filters = SERVERS.map((server) => `--filter=${server.package}^...`);
  const dry = spawnSync(command, [...prefix, 'exec', 'turbo', 'run', 'build', ...filters, '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (dry.status !== 0) throw new StepError(`turbo could not plan the build:\n${dry.stderr}`);
  /** @type {Array<{ taskId: string; package: string; command: string; dependencies: string[] }>} */
  const tasks = JSON.parse(dry.stdout.slice(dry.stdout.indexOf('{'))).tasks;
  /** @type {string[]} */
  const order = [];
  const visit = (/** @type {string} */ taskId) => {
    const task = tasks.find((candidate) => candidate.taskId === taskId);
    if (!task || order.includes(task.package)) return;
    for (const dependency of task.dependencies) visit(dependency);
    // A package without a build script has nothing to build (turbo marks it <NONEXISTENT>).
    if (task.command !== '<NONEXISTENT>') order.push(task.package);
  };
  for (const task of tasks) visit(task.taskId);
  return order;
}

/**
 * Builds the packages one at a time, dependencies first, counting them: their dependency chain is
 * a line, so one at a time costs nothing, and a count that moves shows a long first build is alive.
 * turbo's cache makes an unchanged package instant. No time limit: a slow machine is not a failure.
 */
function buildForDev() {
  step('Building the packages the servers import');
  const packages = packagesToBuild();
  const [command = 'pnpm', ...prefix] = pnpm;
  const began = Date.now();
  for (const [index, name] of packages.entries()) {
    console.log(`  building packages… ${index + 1}/${packages.length} ${name}`);
    const args = ['exec', 'turbo', 'run', 'build', `--filter=${name}`, '--only', '--output-logs=errors-only'];
    const build = spawnSync(command, [...prefix, ...args], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) {
      process.stdout.write(build.stdout);
      process.stderr.write(build.stderr);
      throw new StepError(`Building ${name} failed (its output is above).`);
    }
  }
  console.log(`  built ${packages.length} packages in ${Math.round((Date.now() - began) / 1000)} s`);
}

/** Copies `stream` to this process's output line by line, each line prefixed with `label`. */
function prefixLines(
  /** @type {NodeJS.ReadableStream} */ stream,
  /** @type {string} */ label,
  onLine = (/** @type {string} */ _line) => {},
) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      process.stdout.write(`${label}${line}\n`);
      onLine(line);
    }
  });
  stream.on('end', () => pending && process.stdout.write(`${label}${pending}\n`));
}

/**
 * Starts a server's script in a process group of its own, so stopping it stops everything it
 * spawned (tsx, Vite); `exited` resolves with its exit code.
 */
function startServer(/** @type {Server} */ server, /** @type {NodeJS.ProcessEnv} */ env) {
  const [command = 'pnpm', ...prefix] = pnpm;
  const child = spawn(command, [...prefix, 'run', server.script], {
    cwd: join(root, server.dir),
    env: { ...env, [server.scriptReads]: String(server.port) },
    // No stdin: a process group in the background that read the terminal would be stopped.
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const label = `${server.name.padEnd(Math.max(...SERVERS.map(({ name }) => name.length)))} \u2502 `;
  const state = { listening: false, running: true };
  const onLine = (/** @type {string} */ line) => {
    if (server.listening.test(line)) state.listening = true;
  };
  if (child.stdout) prefixLines(child.stdout, label, onLine);
  if (child.stderr) prefixLines(child.stderr, label);
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      state.running = false;
      resolve(code ?? (signal ? 128 : 1));
    }),
  );
  /** Stops the server and everything it started. */
  const stop = (/** @type {NodeJS.Signals} */ signal = 'SIGINT') => {
    if (!state.running || child.pid === undefined) return;
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  return { server, state, exited, stop };
}

/** Whether `url` answers HTTP at all. */
async function answers(/** @type {string} */ url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once every server is up and is ours: its port was free when it started, its process said
 * it listens, and it answers. Rejects after SERVERS_START_MS: the packages are built by then, so
 * that is a hang, not a slow build.
 */
async function waitUntilReady(/** @type {ReturnType<typeof startServer>[]} */ running) {
  const deadline = Date.now() + SERVERS_START_MS;
  const pending = new Set(running);
  while (pending.size) {
    for (const entry of pending) {
      const { server, state } = entry;
      if (state.listening && (await answers(`http://${HOST}:${server.port}${server.probe}`)))
        pending.delete(entry);
    }
    if (!pending.size) return;
    if (Date.now() > deadline) {
      const names = [...pending].map((entry) => entry.server.name).join(' and the ');
      throw new StepError(
        `The ${names} did not answer within ${SERVERS_START_MS / 1000} s of starting (output above).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops every server, harder after 5 s, and resolves once all have exited. */
async function stopAll(/** @type {ReturnType<typeof startServer>[]} */ running) {
  for (const entry of running) entry.stop('SIGINT');
  const force = setTimeout(() => {
    for (const entry of running) entry.stop('SIGKILL');
  }, 5000);
  await Promise.all(running.map((entry) => entry.exited));
  clearTimeout(force);
}

/** Starts both servers, prints their URLs once both answer, and stops both on Ctrl+C or when one stops. */
async function serve(/** @type {Server[]} */ servers) {
  step('Starting the sandbox API and the playground');
  const ports = Object.fromEntries(servers.map((server) => [server.variable, String(server.port)]));
  const env = { ...process.env, ...ports };
  const running = servers.map((server) => startServer(server, env));
  let stopping = false;
  const shutDown = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    await stopAll(running);
    process.exit(code);
  };
  /** Ctrl+C (or a kill): stops both servers and exits 0, since stopping them was asked for. */
  const onSignal = () => {
    if (!stopping) console.log('\nStopping the sandbox API and the playground\u2026');
    shutDown(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  /** @type {Promise<never>} */
  const anExit = Promise.race(
    running.map((entry) =>
      entry.exited.then((code) => {
        throw new StepError(`The ${entry.server.name} stopped (exit code ${code}; its output is above).`);
      }),
    ),
  );
  /** Reports why the servers stop, unless Ctrl+C stops them. */
  const fail = async (/** @type {unknown} */ error) => {
    if (stopping) return;
    console.error(`\n\u2716 ${error instanceof Error ? error.message : error}`);
    await shutDown(1);
  };
  try {
    await Promise.race([waitUntilReady(running), anExit]);
  } catch (error) {
    await fail(error);
    return;
  }
  const url = (/** @type {string} */ variable) =>
    `http://${HOST}:${servers.find((server) => server.variable === variable)?.port}`;
  const [sandbox, playground] = [url('SANDBOX_PORT'), url('PORT')];
  console.log(
    '\n\u2714 Ready.\n' +
      `  Playground (open this):  ${playground}/?api-host=${sandbox}\n` +
      `  Sandbox API:             ${sandbox}/  (its endpoints; /v2 calls need a Coras-Distributor header)\n` +
      '  Press Ctrl+C to stop.\n',
  );
  await anExit.catch(fail);
}

async function start() {
  const servers = serversWithPorts();
  await checkPorts(servers);
  install();
  buildForDev();
  // Again: a first build takes minutes, and the ports may have been taken meanwhile.
  await checkPorts(servers);
  await serve(servers);
}

/** `npm run storybook` and friends: the Storybook app's script of the same name, after an install. */
function storybook(/** @type {string} */ script) {
  install();
  step(`Storybook: ${script}`);
  runPnpm(['--filter', '@coras/storybook', 'run', script]);
}

const command = process.argv[2];
try {
  if (command === 'start') await start();
  else if (command === 'storybook' || command === 'build-storybook' || command === 'chromatic')
    storybook(command);
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
    console.error('Usage: node tooling/scripts/run.mjs <start|test|ci|storybook|build-storybook|chromatic>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`\n\u2716 ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
