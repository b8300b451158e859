// @ts-check
// Lints the package in the current directory as it would be published: packs it with pnpm (so
// `publishConfig` replaces the workspace's source-first `exports`), then runs publint (strict) and
// @arethetypeswrong/cli (ESM-only profile) on the tarball. Fails on any error or warning.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'coras-pack-'));
const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
  execFileSync(command, args, { stdio: 'inherit' });
try {
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  const path = join(dir, tarball);
  run('publint', ['run', path, '--strict']);
  // Non-JavaScript entry points (the OpenAPI document, style sheets) carry no types to check.
  const exportsMap = JSON.parse(readFileSync('package.json', 'utf8')).publishConfig?.exports ?? {};
  const assets = Object.keys(exportsMap).filter((key) => /\.(ya?ml|css|json)$/.test(key));
  run('attw', [
    path,
    '--profile',
    'esm-only',
    '--no-emoji',
    ...(assets.length ? ['--exclude-entrypoints', ...assets] : []),
  ]);
} catch (error) {
  console.error(
    `check:publish failed in ${process.cwd()}: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
