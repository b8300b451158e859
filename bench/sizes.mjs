// @ts-check
// `pnpm bench:sizes`: the size figures alone (size-limit budgets, the checkout gate, tarballs,
// style sheets), measured on the consumer builds of the current packages, written to
// bench/results.json and the README's Benchmarks section beside the last browser run's figures,
// which keep their date and commit. Minutes, no browser: run it after a change that moves a size
// (CI's check:size fails until the README shows the build's figures).

import { readResults, writeReadmeTable, writeResults } from './readme.mjs';
import { prepareConsumerBuilds } from './size/consumer.mjs';
import { sizeFigures } from './size/figures.mjs';
import { renderTable } from './table.mjs';

console.log('▶ Consumer builds from the packed tarballs');
await prepareConsumerBuilds();
console.log('▶ Size figures');
const results = { ...readResults(), ...sizeFigures() };
writeResults(results);
writeReadmeTable(renderTable(results));
console.log('Updated bench/results.json and the README’s Benchmarks section.');
const over = results.sizes.filter((entry) => !entry.passed);
if (over.length > 0 || !results.checkoutOutOfLanding) {
  console.error(
    `✖ Over budget: ${over.map((entry) => entry.name).join('; ') || 'checkout in the landing load'}`,
  );
  process.exitCode = 1;
}
