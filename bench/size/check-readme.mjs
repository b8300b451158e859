// @ts-check
// CI (the end of check:size): the README's Benchmarks section must show this build's size figures.
// Renders the section from the committed bench/results.json with the size figures measured now
// (size/figures.mjs, on what size/prepare.mjs just built) and fails, with the lines that differ,
// when the README says otherwise. The browser figures (Lighthouse, render, scripts) cannot be
// measured here; they come from results.json as committed, labelled with their run's commit.
import { readmeTable, readResults } from '../readme.mjs';
import { renderTable } from '../table.mjs';
import { sizeFigures } from './figures.mjs';

const expected = renderTable({ ...readResults(), ...sizeFigures() }).split('\n');
const actual = (readmeTable() ?? '').split('\n');
const differ = expected.flatMap((line, index) =>
  line === actual[index] ? [] : [`  README: ${actual[index] ?? '(missing)'}\n  build:  ${line}`],
);
if (actual.length > expected.length)
  differ.push(`  README has ${actual.length - expected.length} more lines`);
if (differ.length) {
  console.error(
    `✖ The README's Benchmarks section does not show this build's figures:\n${differ.join('\n')}\n` +
      'Run `pnpm bench:sizes` (minutes, no browser) and commit README.md and bench/results.json.',
  );
  process.exitCode = 1;
} else console.log('✔ The README’s Benchmarks section shows this build’s size figures.');
