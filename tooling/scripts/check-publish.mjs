// @ts-check
// Lints the package in the current directory as it would be published: packs it with pnpm (so
// `publishConfig` replaces the workspace's source-first `exports`), then runs publint (strict) and
// @arethetypeswrong/cli (ESM-only profile) on the tarball. Fails on any error or warning, and when
// the tarball lacks the repository's LICENSE or the manifest's license, repository (with the
// package's directory) and homepage fields.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What an integrator's legal and source review needs from the tarball itself. */
function checkProvenance(/** @type {string} */ tarball) {
  const unpacked = mkdtempSync(join(tmpdir(), 'coras-unpack-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    const problems = [];
    const license = readFileSync(join(root, 'LICENSE'), 'utf8');
    let packedLicense = '';
    try {
      packedLicense = readFileSync(join(unpacked, 'package', 'LICENSE'), 'utf8');
    } catch {
      problems.push('the tarball has no LICENSE (pnpm pack adds the repository root LICENSE)');
    }
    if (packedLicense && packedLicense !== license)
      problems.push("the package's LICENSE differs from the repository root LICENSE");
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package', 'package.json'), 'utf8'));
    if (manifest.license !== 'MIT')
      problems.push(`"license" is ${JSON.stringify(manifest.license)}, not "MIT"`);
    const directory = relative(root, process.cwd()).split('\\').join('/');
    if (typeof manifest.repository?.url !== 'string' || manifest.repository.directory !== directory)
      problems.push(`"repository" needs a url and "directory": "${directory}"`);
    if (typeof manifest.homepage !== 'string' || !manifest.homepage.startsWith('https://'))
      problems.push('"homepage" needs an https address');
    if (problems.length) throw new Error(`the tarball's provenance:\n  ${problems.join('\n  ')}`);
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'coras-pack-'));
const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
  execFileSync(command, args, { stdio: 'inherit' });
try {
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  const path = join(dir, tarball);
  checkProvenance(path);
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
