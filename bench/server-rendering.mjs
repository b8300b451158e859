// @ts-check
// `pnpm bench:server-rendering`: issue 32's comparison alone (browser/server-rendering.mjs:
// Lighthouse on the Next.js consumer's server-rendered pages and the React consumer's, in turns),
// written to bench/results.json and the README's Benchmarks section beside the last full run's
// figures, with its own date, commit and load. Run it under `flock /tmp/coras-browser.lock` on a
// shared machine.
import { serverRenderingBenchmark } from './browser/run.mjs';
import { readResults, writeReadmeTable, writeResults } from './readme.mjs';
import { renderTable } from './table.mjs';

console.log('▶ Server rendering against client rendering (Lighthouse, Next.js and React consumers)');
const results = { ...readResults(), serverRendering: await serverRenderingBenchmark() };
writeResults(results);
const table = renderTable(results);
writeReadmeTable(table);
console.log('Updated bench/results.json and the README’s Benchmarks section.');
console.log(table);
