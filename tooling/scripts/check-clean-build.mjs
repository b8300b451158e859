// @ts-check
// Proves that a build never leaves an older build's files in a package's dist/, whose whole
// content `pnpm pack` ships (`files: ["dist"]`): plants a stale file in every package's dist/ (and
// its sub-folders, such as the element bundle's dist/bundle/), builds again — from turbo's cache
// when nothing changed, which restores files without deleting any — and fails if one survived.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const packagesDir = join(root, 'packages');
/** @type {string[]} */
const planted = [];
for (const folder of readdirSync(packagesDir)) {
  const dist = join(packagesDir, folder, 'dist');
  if (!existsSync(dist)) continue;
  const folders = [
    dist,
    ...readdirSync(dist)
      .map((entry) => join(dist, entry))
      .filter((path) => statSync(path).isDirectory()),
  ];
  for (const target of folders) {
    const file = join(target, 'stale-chunk-of-an-older-build.js');
    writeFileSync(file, 'export const stale = true;\n');
    planted.push(file);
  }
}
if (!planted.length) {
  console.error('\u2716 No package has a dist/: build first (pnpm build).');
  process.exit(1);
}
// The runner passes the pnpm it found (`npx -y pnpm@…` on a machine without one).
const [command = 'pnpm', ...prefix] = JSON.parse(process.env.CORAS_PNPM ?? '["pnpm"]');
const build = spawnSync(
  command,
  [...prefix, 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
  { cwd: root, stdio: 'inherit' },
);
const survivors = planted.filter((file) => existsSync(file));
for (const file of survivors) rmSync(file);
if (build.status !== 0) process.exit(build.status ?? 1);
if (survivors.length) {
  console.error(
    `\u2716 A build kept files it did not write; a tarball would ship them:\n  ${survivors.map((file) => file.slice(root.length + 1)).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `\u2714 Every package's build starts from an empty dist/ (${planted.length} stale files planted, none kept).`,
);
