// @ts-check
// By hand, after a build of the packages: `node apps/playground/scripts/check-dev-console.mjs`.
// A visitor's first visit of a fresh dev server: starts the sandbox and the playground's Vite dev
// server (with an empty dependency cache of its own) on free ports, walks the landing, a details
// page, the help page and the payment page in headless Chromium, and fails on any console error or
// warning, any 404 or 504 answer, and any dependency Vite found late (it then re-bundles them,
// answers the page's requests 504 "Outdated Optimize Dep" and reloads it).
// `… check-dev-console.mjs http://127.0.0.1:5173 http://127.0.0.1:4010` walks running servers
// instead (delete apps/playground/node_modules/.vite before starting Vite; its log is then yours).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@coras/tooling/chromium';
import { chromium } from '@playwright/test';
import { createLogger, createServer } from 'vite';

const playground = fileURLToPath(new URL('..', import.meta.url));
const sandboxFolder = fileURLToPath(new URL('../../sandbox-api', import.meta.url));
const TIMEOUT = 60_000;

/** A port nothing listens on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The sandbox on `port`, resolved once it listens. */
function startSandbox(/** @type {number} */ port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: sandboxFolder,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening on')) resolve(child);
    });
  });
}

/** Vite's logger, keeping every line it writes so the check can look for late optimisations. */
function recordingLogger(/** @type {string[]} */ lines) {
  const logger = createLogger('info');
  for (const level of /** @type {const} */ (['info', 'warn', 'error'])) {
    const write = logger[level].bind(logger);
    logger[level] = (message, options) => {
      lines.push(`${level}: ${message}`);
      write(message, options);
    };
  }
  return logger;
}

/** Walks the four pages as a visitor does and returns every problem the browser saw. */
async function walk(/** @type {string} */ base, /** @type {string} */ sandboxUrl) {
  /** @type {string[]} */
  const problems = [];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if ([404, 504].includes(response.status())) problems.push(`${response.status()} ${response.url()}`);
    });
    const query = `?api-host=${encodeURIComponent(sandboxUrl)}`;

    console.log('landing');
    await page.goto(new URL(`/${query}`, base).href);
    const section = page.getByRole('region', { name: 'Top picks in Ireland' });
    await section.waitFor({ timeout: TIMEOUT });

    console.log('details page (the first card)');
    const card = section.getByRole('listitem').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('button', { name }).click();
    await page.getByRole('region', { name: 'Book tickets' }).waitFor({ timeout: TIMEOUT });

    console.log('help page');
    await page
      .getByRole('navigation', { name: 'Help and contact' })
      .getByRole('button', { name: 'Help Centre' })
      .click();
    await page.getByRole('tablist', { name: 'I need help with...' }).waitFor({ timeout: TIMEOUT });

    console.log('payment page');
    await page.goto(new URL(`/en-GB/EUR/payment${query}`, base).href);
    // The card fields come with the lazily loaded checkout.
    await page.getByText('Card number').first().waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle');
  } catch (error) {
    problems.push(`the walk failed: ${error instanceof Error ? error.message : error}`);
  } finally {
    await browser.close();
  }
  return problems;
}

/** Starts a sandbox and a fresh dev server, walks them, and returns the problems, Vite's included. */
async function walkFreshServers() {
  const sandboxPort = await freePort();
  const sandbox = await startSandbox(sandboxPort);
  // A cache of its own: empty like a fresh clone's, and a developer's running dev server keeps its own.
  const cacheDir = mkdtempSync(join(tmpdir(), 'coras-vite-'));
  /** @type {string[]} */
  const viteLines = [];
  const server = await createServer({
    root: playground,
    cacheDir,
    customLogger: recordingLogger(viteLines),
    server: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  try {
    await server.listen();
    const problems = await walk(server.resolvedUrls?.local[0] ?? '', `http://127.0.0.1:${sandboxPort}`);
    const late = viteLines.filter((line) =>
      /dependenc(y|ies) optimized|optimized dependencies changed|reloading/i.test(line),
    );
    return [...problems, ...late.map((line) => `vite: ${line.trim()}`)];
  } finally {
    await server.close();
    sandbox.kill('SIGTERM');
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const [base, sandboxUrl] = process.argv.slice(2);
const problems = base && sandboxUrl ? await walk(base, sandboxUrl) : await walkFreshServers();
if (problems.length) {
  console.error(`\n\u2716 ${problems.length} problem(s) on the first visit:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else
  console.log(
    '\n\u2714 First visit of the dev server: no console errors, no 404 or 504, no late optimisation.',
  );
