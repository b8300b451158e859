// @ts-check
// The root README's Benchmarks section: the block between its markers, rendered from
// bench/results.json (table.mjs). `run.mjs` (the whole bench) and `sizes.mjs` (the size figures
// alone) write it; `size/check-readme.mjs` (CI) compares it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS = join(root, 'bench/results.json');
const README = join(root, 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** @returns {import('./table.mjs').BenchResults} the committed figures */
export function readResults() {
  return JSON.parse(readFileSync(RESULTS, 'utf8'));
}

/** Writes the figures in the repo's JSON style, so that lint stays green after a run. */
export function writeResults(/** @type {import('./table.mjs').BenchResults} */ results) {
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', RESULTS], { cwd: root });
}

/** The README's block between the bench markers, without them; `undefined` when it has none. */
export function readmeTable() {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  return start < 0 || end < start ? undefined : readme.slice(start + START.length, end).trim();
}

/** Puts `table` between the markers (the first run puts them under `## Benchmarks`). */
export function writeReadmeTable(/** @type {string} */ table) {
  const readme = existsSync(README) ? readFileSync(README, 'utf8') : '';
  const block = `${START}\n${table}\n${END}`;
  const heading = /^## Benchmarks[^\n]*\n/m;
  const next =
    readme.includes(START) && readme.includes(END)
      ? readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), () => block)
      : heading.test(readme)
        ? readme.replace(heading, (line) => `${line}\n${block}\n`)
        : `${readme.trimEnd()}\n\n## Benchmarks\n\n${block}\n`;
  writeFileSync(README, next);
}

/**
 * The commit the working tree is at, marked when it has uncommitted changes. Markdown and the
 * results file do not count: the benchmarks of the same run (the sandbox's) rewrite their README.
 */
export function currentCommit() {
  const git = (/** @type {string[]} */ args) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git(['rev-parse', '--short=10', 'HEAD']);
  const changed = git(['status', '--porcelain', '--', '.', ':(exclude)*.md', ':(exclude)bench/results.json']);
  return changed ? `${commit} + uncommitted changes` : commit;
}
