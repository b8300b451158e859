// @ts-check
// A change to a published package's public API must come with a changeset (issue 29 §5). The API
// itself is held by the committed reports (`packages/*/api/*.api.md`, checked by `check:api`); this
// script holds the second half: every package whose report changed in "this change" is named by a
// changeset that this change adds or edits. "This change" is the diff from a base commit to the
// working tree (uncommitted and untracked files count):
//   1. `CORAS_API_BASE`, when set (any commit-ish);
//   2. else the merge base with `main` (or `origin/main`): a branch, or `lead` before it lands;
//   3. else, on main itself: HEAD when the working tree has changes (they are the change), else
//      HEAD's first parent, the last landing (a merge's whole branch).
// A package that had no report at the base (reports being introduced) is not a change.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs git in `cwd`; `undefined` when it fails (an unknown ref). */
function git(/** @type {string} */ cwd, /** @type {string[]} */ args) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The commit "this change" starts from, and how it was chosen.
 * @returns {{ base: string; how: string } | { base: undefined; how: string }}
 */
export function changeBase(/** @type {string} */ cwd, env = process.env) {
  if (env.CORAS_API_BASE) {
    const base = git(cwd, ['rev-parse', '--verify', `${env.CORAS_API_BASE}^{commit}`]);
    if (!base) throw new Error(`CORAS_API_BASE=${env.CORAS_API_BASE} is not a commit of this clone.`);
    return { base, how: `CORAS_API_BASE (${env.CORAS_API_BASE})` };
  }
  const head = git(cwd, ['rev-parse', 'HEAD']);
  for (const ref of ['main', 'origin/main']) {
    if (!git(cwd, ['rev-parse', '--verify', `${ref}^{commit}`])) continue;
    const mergeBase = git(cwd, ['merge-base', 'HEAD', ref]);
    if (mergeBase && mergeBase !== head) return { base: mergeBase, how: `the merge base with ${ref}` };
    break;
  }
  // Work not yet committed on top of main is a change of its own.
  if (head && git(cwd, ['status', '--porcelain', '--untracked-files=normal']))
    return { base: head, how: 'HEAD (the uncommitted changes)' };
  const parent = git(cwd, ['rev-parse', '--verify', 'HEAD^1']);
  if (parent) return { base: parent, how: "HEAD's first parent (the last change on main)" };
  if (git(cwd, ['rev-parse', '--is-shallow-repository']) === 'true')
    throw new Error(
      'This clone is shallow: fetch its history (git fetch --unshallow) to compare API reports.',
    );
  return { base: undefined, how: 'no earlier commit' };
}

/** The package names a changeset file's front matter lists (`"@coras/ui": minor`). */
export function changesetPackages(/** @type {string} */ text) {
  const front = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (!front?.[1]) return [];
  return [...front[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(?:patch|minor|major)\s*$/gm)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The packages whose API report changed between `base` and the working tree without a changeset
 * of the same change naming them, each with the report files that changed.
 */
export function unannouncedApiChanges(/** @type {string} */ cwd, /** @type {string} */ base) {
  const lines = (/** @type {string[]} */ args) => (git(cwd, args) ?? '').split('\n').filter(Boolean);
  const untracked = (/** @type {string} */ pathspec) =>
    lines(['ls-files', '--others', '--exclude-standard', '--', pathspec]);
  const reports = [
    ...lines(['diff', '--name-only', base, '--', 'packages/*/api/*.api.md']),
    ...untracked('packages/*/api/*.api.md'),
  ];
  /** @type {Map<string, string[]>} */
  const changed = new Map();
  for (const report of reports) {
    const folder = report.split('/').slice(0, 2).join('/');
    // Reports being introduced: the package had none at the base.
    if (!lines(['ls-tree', '--name-only', base, `${folder}/api/`]).length) continue;
    const name = JSON.parse(readFileSync(join(cwd, folder, 'package.json'), 'utf8')).name;
    changed.set(name, [...(changed.get(name) ?? []), report]);
  }
  const changesets = [
    ...lines(['diff', '--name-only', '--diff-filter=AM', base, '--', '.changeset/*.md']),
    ...untracked('.changeset/*.md'),
  ].filter((file) => !file.endsWith('README.md'));
  const announced = new Set(
    changesets.flatMap((file) => changesetPackages(readFileSync(join(cwd, file), 'utf8'))),
  );
  return [...changed].filter(([name]) => !announced.has(name)).map(([name, files]) => ({ name, files }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
  try {
    const { base, how } = changeBase(root);
    if (!base) console.log(`API reports: ${how} to compare with.`);
    else {
      const missing = unannouncedApiChanges(root, base);
      const short = base.slice(0, 8);
      if (!missing.length)
        console.log(`API reports: every changed report has its changeset (since ${short}, ${how}).`);
      for (const { name, files } of missing)
        console.error(
          `\u2716 The public API of ${name} changed (${files.join(', ')}, since ${short}, ${how}), but no ` +
            `changeset of this change names ${name}. Run \`pnpm changeset\`, pick ${name}, and tell ` +
            'integrators what changed (README: "Public API reports").',
        );
      if (missing.length) process.exitCode = 1;
    }
  } catch (error) {
    console.error(`\u2716 ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
