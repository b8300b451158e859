// @ts-check
// The size figures of the README's Benchmarks section, measured on what `size/prepare.mjs` (the
// consumer builds from the packed tarballs) left behind: every size-limit budget (api-client,
// booking-core, ui and the bench's own), the checkout gate, the tarballs, the style sheets. The
// same build gives the same figures: CI compares them with the README (size/check-readme.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureDir, packPackages } from '@coras/consumers/fixtures';
import { firstLoadFiles, gzipSize, tarballSize } from './consumer.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folders whose size-limit budgets the README lists, in its order. */
const BUDGETED = ['packages/api-client', 'packages/booking-core', 'packages/ui', 'bench'];

/** size-limit's JSON report for the package in `dir` (its own config). */
function sizeLimit(/** @type {string} */ dir) {
  const bin = join(root, dir, 'node_modules/.bin/size-limit');
  const run = spawnSync(bin, ['--json'], { cwd: join(root, dir), encoding: 'utf8' });
  const start = run.stdout.indexOf('[');
  if (start < 0) throw new Error(`size-limit failed in ${dir}:\n${run.stdout}${run.stderr}`);
  /** @type {Array<{ name: string; passed: boolean; size: number; sizeLimit?: number }>} */
  const entries = JSON.parse(run.stdout.slice(start));
  return entries.map(({ name, passed, size, sizeLimit: limit }) => ({
    name,
    bytes: size,
    limitBytes: limit,
    passed,
  }));
}

/** Whether the landing's first load carries no checkout code (size/check-landing.mjs). */
function checkoutGate() {
  const run = spawnSync(process.execPath, ['size/check-landing.mjs'], {
    cwd: join(root, 'bench'),
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout);
  return run.status === 0;
}

/**
 * The landing's first load with React and react-dom, as the fixture's own build ships it (its entry
 * and modulepreloads): information, not a budget — a React host ships React anyway, so the budget
 * is our JavaScript on top of it (bench/.size-limit.mjs, issue 30 item 6).
 */
function withReact(/** @type {string} */ reactVite) {
  return {
    name: 'landing first load incl. React and react-dom (information, no budget: the fixture’s own build, entry and modulepreloads)',
    bytes: firstLoadFiles(reactVite).reduce((sum, file) => sum + gzipSize(file), 0),
    passed: true,
  };
}

/**
 * The size figures of the current build, `size/prepare.mjs` having run: the tarballs are packed
 * again (seconds), everything else is read from the prepared builds.
 */
export function sizeFigures() {
  const tarballs = packPackages();
  const reactVite = fixtureDir('react-vite');
  return {
    sizes: [...BUDGETED.flatMap(sizeLimit), withReact(reactVite)],
    checkoutOutOfLanding: checkoutGate(),
    packages: Object.entries(tarballs).map(([name, file]) => ({ name, ...tarballSize(file) })),
    styleSheets: ['ui', 'widgets'].map((name) => ({
      name: `@coras/${name}/styles.css`,
      bytes: gzipSize(join(reactVite, 'node_modules/@coras', name, 'dist/index.css')),
    })),
  };
}
