// @ts-check
// `pnpm bench`: the consumer builds made from the packed tarballs (size/consumer.mjs), every size
// budget (size-limit in api-client, booking-core, ui and here), the checkout gate, the tarballs'
// and style sheets' sizes, then the browser benchmarks; writes bench/results.json and the table
// between the bench markers of the root README. Figures are reported, never asserted: the gates
// are the `check:size` tasks, which CI runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBenchmarks } from './browser/run.mjs';
import { gzipSize, prepareConsumerBuilds, tarballSize } from './size/consumer.mjs';
import { renderTable } from './table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(root, 'bench/results.json');
const README = join(root, 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

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

function checkoutGate() {
  const run = spawnSync(process.execPath, ['size/check-landing.mjs'], {
    cwd: join(root, 'bench'),
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout);
  return run.status === 0;
}

console.log('▶ Consumer builds from the packed tarballs');
const { tarballs, reactVite } = await prepareConsumerBuilds();
const packages = Object.entries(tarballs).map(([name, file]) => ({ name, ...tarballSize(file) }));
const styleSheets = ['ui', 'widgets'].map((name) => ({
  name: `@coras/${name}/styles.css`,
  bytes: gzipSize(join(reactVite, 'node_modules/@coras', name, 'dist/index.css')),
}));

console.log('▶ Size budgets (size-limit)');
const sizes = ['packages/api-client', 'packages/booking-core', 'packages/ui', 'bench'].flatMap(sizeLimit);
for (const entry of sizes)
  console.log(`  ${entry.passed ? '✔' : '✖'} ${entry.name}: ${(entry.bytes / 1000).toFixed(2)} kB`);
const checkoutOutOfLanding = checkoutGate();

console.log('▶ Browser benchmarks (Chromium: requests, render, Lighthouse)');
const browser = await browserBenchmarks();

const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) },
  sizes,
  checkoutOutOfLanding,
  packages,
  styleSheets,
  ...browser,
};
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
// In the repo's JSON style, so that lint stays green after a run.
spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', RESULTS], { cwd: root });
console.log(`Wrote ${RESULTS}`);

const table = renderTable(results);
const readme = existsSync(README) ? readFileSync(README, 'utf8') : '';
const block = `${START}\n${table}\n${END}`;
const heading = /^## Benchmarks[^\n]*\n/m;
// The block lives between its markers; the first run puts them under the Benchmarks heading, or
// adds that heading at the end.
const next =
  readme.includes(START) && readme.includes(END)
    ? readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block)
    : heading.test(readme)
      ? readme.replace(heading, (line) => `${line}\n${block}\n`)
      : `${readme.trimEnd()}\n\n## Benchmarks\n\n${block}\n`;
writeFileSync(README, next);
console.log(`Updated the Benchmarks table in ${README}`);
console.log(table);
const over = sizes.filter((entry) => !entry.passed);
if (over.length > 0 || !checkoutOutOfLanding) {
  // The figures are written either way; a broken budget still fails the command, as in CI.
  console.error(
    `\n✖ Over budget: ${over.map((entry) => entry.name).join('; ') || 'checkout in the landing load'}`,
  );
  process.exitCode = 1;
}
