// @ts-check
// The public API report of the package in the current directory (issue 29 §5): API Extractor reads
// the declarations each JavaScript entry of `publishConfig.exports` publishes (`dist/*.d.ts`, so
// run after the build) and writes what an integrator can import, signature by signature, to
// `api/<name>[-<entry>].api.md`, which is committed.
//   node api-report.mjs           checks: fails when the built API differs from the committed report
//   node api-report.mjs --update  rewrites the reports (`pnpm api:update` at the root)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const unscoped = String(manifest.name).replace(/^@[^/]+\//, '');
const reportFolder = join(packageDir, 'api');
const scratch = mkdtempSync(join(tmpdir(), 'coras-api-report-'));
if (update) mkdirSync(reportFolder, { recursive: true });

/** Each entry with declarations: its report's name and its `.d.ts`. */
const entries = Object.entries(manifest.publishConfig?.exports ?? {}).flatMap(([key, target]) =>
  typeof target === 'object' && target && typeof target.types === 'string'
    ? [
        {
          key,
          name: key === '.' ? unscoped : `${unscoped}-${key.slice(2).replaceAll('/', '-')}`,
          types: target.types,
        },
      ]
    : [],
);

/** The package's own declarations: with `noResolve`, the program holds these and nothing else. */
if (!existsSync(join(packageDir, 'dist'))) {
  console.error(`\u2716 ${manifest.name} has no dist/: build it first (pnpm build).`);
  process.exit(1);
}
const declarations = readdirSync(join(packageDir, 'dist'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => join(packageDir, 'dist', file));

/** @type {string[]} */
const failures = [];
try {
  for (const entry of entries) {
    const dts = resolve(packageDir, entry.types);
    if (!existsSync(dts)) {
      failures.push(`${entry.types} does not exist: build the package first (pnpm build).`);
      continue;
    }
    const config = ExtractorConfig.prepare({
      packageJsonFullPath: join(packageDir, 'package.json'),
      configObjectFullPath: undefined,
      configObject: {
        projectFolder: packageDir,
        mainEntryPointFilePath: dts,
        // tsup bundled the declarations; other packages' types stay references (`import { X } from
        // '@coras/api-client'`) and are not resolved at all (`noResolve`): a report names what the
        // package exports, and the analysis takes seconds instead of type-checking the workspace.
        bundledPackages: [],
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'es2022',
              module: 'esnext',
              moduleResolution: 'bundler',
              lib: ['es2023', 'dom', 'dom.iterable'],
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              types: [],
              noResolve: true,
            },
            files: declarations,
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: `${entry.name}.api.md`,
          reportFolder,
          reportTempFolder: scratch,
          includeForgottenExports: false,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        newlineKind: 'lf',
        messages: {
          // Release tags (@public, @beta) are not used here: everything exported is public.
          extractorMessageReporting: {
            default: { logLevel: 'none', addToApiReportFile: false },
          },
          compilerMessageReporting: { default: { logLevel: 'none' } },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
    });
    const result = Extractor.invoke(config, {
      localBuild: update,
      messageCallback: (message) => {
        if (process.env.API_REPORT_DEBUG) console.log(message.logLevel, message.text);
        else message.handled = true;
      },
    });
    if (result.apiReportChanged && !update) {
      // What changed, as a diff of the committed report and the one just built.
      const diff = spawnSync(
        'git',
        [
          'diff',
          '--no-index',
          '--no-color',
          join(reportFolder, `${entry.name}.api.md`),
          join(scratch, `${entry.name}.api.md`),
        ],
        { encoding: 'utf8' },
      );
      console.error(diff.stdout.split('\n').slice(0, 80).join('\n'));
      failures.push(
        `The public API of ${manifest.name} (${entry.key}) differs from api/${entry.name}.api.md. ` +
          'If the change is meant, run `pnpm api:update`, commit the report, and add a changeset ' +
          '(`pnpm changeset`) that tells integrators what changed.',
      );
    } else if (result.apiReportChanged) console.log(`Updated api/${entry.name}.api.md`);
  }
  // A report whose entry is gone (an export removed from package.json) must go too.
  const expected = new Set(entries.map((entry) => `${entry.name}.api.md`));
  const stale = existsSync(reportFolder)
    ? readdirSync(reportFolder).filter((file) => !expected.has(file))
    : [];
  for (const file of stale) {
    if (update) {
      rmSync(join(reportFolder, file));
      console.log(`Removed api/${file}`);
    } else
      failures.push(
        `api/${file} reports an entry ${manifest.name} no longer publishes: run \`pnpm api:update\`.`,
      );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (failures.length) {
  for (const failure of failures) console.error(`\u2716 ${failure}`);
  process.exitCode = 1;
}
