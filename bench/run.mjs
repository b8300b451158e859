// @ts-check
// `pnpm bench`: the consumer builds made from the packed tarballs (size/consumer.mjs), the size
// figures (size/figures.mjs: every size-limit budget, the checkout gate, the tarballs, the style
// sheets), then the browser benchmarks; writes bench/results.json (with the commit measured) and
// the section between the bench markers of the root README (readme.mjs). Figures are reported, never asserted: the gates
// are the `check:size` tasks, which CI runs.
import { cpus, loadavg } from 'node:os';
import { browserBenchmarks } from './browser/run.mjs';
import { currentCommit, RESULTS, writeReadmeTable, writeResults } from './readme.mjs';
import { prepareConsumerBuilds } from './size/consumer.mjs';
import { sizeFigures } from './size/figures.mjs';
import { renderTable } from './table.mjs';

console.log('▶ Consumer builds from the packed tarballs');
await prepareConsumerBuilds();
console.log('▶ Size budgets (size-limit), tarballs, style sheets');
const figures = sizeFigures();
for (const entry of figures.sizes)
  console.log(`  ${entry.passed ? '✔' : '✖'} ${entry.name}: ${(entry.bytes / 1000).toFixed(2)} kB`);

console.log('▶ Browser benchmarks (Chromium: requests, render, Lighthouse)');
const browser = await browserBenchmarks();

const results = {
  measuredAt: new Date().toISOString(),
  commit: currentCommit(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) },
  ...figures,
  ...browser,
};
writeResults(results);
console.log(`Wrote ${RESULTS}`);
const table = renderTable(results);
writeReadmeTable(table);
console.log('Updated the Benchmarks section of README.md');
console.log(table);
const over = figures.sizes.filter((entry) => !entry.passed);
if (over.length > 0 || !figures.checkoutOutOfLanding) {
  // The figures are written either way; a broken budget still fails the command, as in CI.
  console.error(
    `\n✖ Over budget: ${over.map((entry) => entry.name).join('; ') || 'checkout in the landing load'}`,
  );
  process.exitCode = 1;
}
