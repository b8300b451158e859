import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeBase, changesetPackages, unannouncedApiChanges } from './check-api-changesets.mjs';

// A throwaway repository shaped like ours: main with two packages' API reports, and a branch.

let repo = '';
const git = (...args) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    // Never an editor for a merge message, and no user or system config of the machine.
    env: { ...process.env, GIT_MERGE_AUTOEDIT: 'no', GIT_CONFIG_NOSYSTEM: '1', HOME: repo },
  }).trim();
const write = (path, text) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const commit = (message) => {
  git('add', '-A');
  git('commit', '-qm', message);
};
const changeset = (packages) =>
  `---\n${packages.map((name) => `"${name}": minor`).join('\n')}\n---\n\nWhat changed, for whom.\n`;

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'coras-api-changesets-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  for (const name of ['booking-core', 'ui']) {
    write(`packages/${name}/package.json`, JSON.stringify({ name: `@coras/${name}` }));
    write(`packages/${name}/api/${name}.api.md`, 'export function kept(): void;\n');
  }
  write('.changeset/README.md', '# Changesets\n');
  commit('main');
  git('checkout', '-qb', 'feature');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

const base = () => {
  const found = changeBase(repo, {}).base;
  if (!found) throw new Error('no base');
  return found;
};

describe('an API report that changed needs a changeset naming its package in the same change', () => {
  it('fails a removed export without a changeset (ad676ea: loadDateLocale went silently)', () => {
    write('packages/booking-core/api/booking-core.api.md', '');
    commit('drop an export');
    expect(unannouncedApiChanges(repo, base())).toEqual([
      { name: '@coras/booking-core', files: ['packages/booking-core/api/booking-core.api.md'] },
    ]);
  });

  it('passes once a changeset of the change names the package, committed or not', () => {
    write('packages/booking-core/api/booking-core.api.md', '');
    commit('drop an export');
    write('.changeset/dropped.md', changeset(['@coras/booking-core']));
    expect(unannouncedApiChanges(repo, base())).toEqual([]);
    commit('its changeset');
    expect(unannouncedApiChanges(repo, base())).toEqual([]);
  });

  it('is not satisfied by a changeset naming another package, nor by one already on main', () => {
    write('.changeset/older.md', changeset(['@coras/booking-core']));
    git('checkout', '-q', 'main');
    commit('an older changeset, released with main');
    git('checkout', '-q', 'feature');
    git('merge', '-q', 'main');
    write('packages/booking-core/api/booking-core.api.md', '');
    write('.changeset/ui.md', changeset(['@coras/ui']));
    commit('drop an export, announce something else');
    expect(unannouncedApiChanges(repo, base()).map((entry) => entry.name)).toEqual(['@coras/booking-core']);
  });

  it('counts uncommitted report changes, and a new entry of a package that has reports', () => {
    write('packages/ui/api/ui-icons.api.md', 'export const Icon: unknown;\n');
    expect(unannouncedApiChanges(repo, base()).map((entry) => entry.name)).toEqual(['@coras/ui']);
  });

  it('does not count a package’s first reports as a change', () => {
    write('packages/widgets/package.json', JSON.stringify({ name: '@coras/widgets' }));
    write('packages/widgets/api/widgets.api.md', 'export function BookingApp(): unknown;\n');
    commit('reports introduced');
    expect(unannouncedApiChanges(repo, base())).toEqual([]);
  });

  it('on main itself compares with the first parent, the last landing', () => {
    write('packages/ui/api/ui.api.md', '');
    commit('change ui');
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', 'land feature', 'feature');
    const { base: onMain, how } = changeBase(repo, {});
    expect(how).toMatch(/first parent/);
    expect(unannouncedApiChanges(repo, onMain ?? '').map((entry) => entry.name)).toEqual(['@coras/ui']);
  });
});

describe('changesetPackages', () => {
  it('reads the packages of the front matter, quoted or not', () => {
    expect(
      changesetPackages('---\n"@coras/ui": patch\n@coras/widgets: major\n---\n\n"@coras/x": minor\n'),
    ).toEqual(['@coras/ui', '@coras/widgets']);
  });
});
