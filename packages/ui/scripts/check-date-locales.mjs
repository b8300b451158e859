// Budget check (issue #5): no component pulls in date-fns locales it does not use. Bundles each
// component the way a consumer's bundler would (from dist, dependencies included, dynamic imports
// split off) and fails when the first-load chunk of any component contains a date-fns locale
// other than the two defaults the specs name (en-GB for dates, en-US for the calendar).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const ALLOWED = new Set(['en-GB', 'en-US']);
const components = ['DualMonthCalendar', 'AttractionCard', 'Image', 'Price', 'Button'];
const dir = mkdtempSync(join(tmpdir(), 'coras-locales-'));
let failed = false;
try {
  for (const name of components) {
    const entry = join(dir, `${name}.mjs`);
    writeFileSync(entry, `import { ${name} } from '@coras/ui'; console.log(${name});\n`);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, name),
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      conditions: ['import'],
      mainFields: ['module', 'main'],
      // Resolve @coras/ui to its built dist, as a consumer would.
      alias: { '@coras/ui': new URL('../dist/index.js', import.meta.url).pathname },
      nodePaths: [new URL('../node_modules', import.meta.url).pathname],
    }).catch((error) => ({ error }));
    if ('error' in result) {
      // A component another engineer has not exported yet is skipped, and said so.
      if (String(result.error).includes('No matching export')) {
        console.log(`${name}: not exported by @coras/ui yet, skipped`);
        continue;
      }
      throw result.error;
    }
    // The first load is the entry chunk plus every chunk it imports statically; dynamic imports
    // (a locale loaded when the visitor switches language) are other chunks and do not count.
    const outputs = result.metafile.outputs;
    const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint?.endsWith(`${name}.mjs`));
    const firstLoad = new Set();
    const queue = entryPath ? [entryPath] : [];
    while (queue.length) {
      const path = queue.pop();
      if (!path || firstLoad.has(path)) continue;
      firstLoad.add(path);
      for (const imported of outputs[path]?.imports ?? [])
        if (imported.kind === 'import-statement') queue.push(imported.path);
    }
    const locales = [...firstLoad]
      .flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
      .map((input) => input.match(/date-fns\/locale\/([^/.]+)[/.]/)?.[1])
      .filter((locale) => locale !== undefined && locale !== '_lib');
    const unexpected = [...new Set(locales)].filter((locale) => !ALLOWED.has(locale));
    console.log(`${name}: date-fns locales in the first load: ${[...new Set(locales)].join(', ') || 'none'}`);
    if (unexpected.length > 0) {
      console.error(
        `  ✖ ${name} pulls in ${unexpected.join(', ')}: load locales lazily (a loadDateLocale prop, or the date locale of the widgets' locale bundle).`,
      );
      failed = true;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
