import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DOMPurify belongs to the help page's lazy chunk (issue #8): no other page downloads it. A
// bundler puts a module in the entry's chunk when the entry reaches it through static imports,
// so walking those from each entry proves it without building.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRIES = ['index.ts', 'elements/index.ts', 'elements/register.ts'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The modules an entry reaches through static imports (type-only imports included: harmless). */
function staticGraph(entry: string) {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(src, entry)];
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      const next = resolveModule(file, specifier);
      if (next) pending.push(next);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  }
  return { files: [...seen].map((file) => relative(src, file)), packages };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the help page chunk', () => {
  it.each(ENTRIES)('%s reaches neither DOMPurify nor the help page through static imports', (entry) => {
    const { files, packages } = staticGraph(entry);
    expect(files.length).toBeGreaterThan(5);
    expect([...packages].filter((name) => name.startsWith('dompurify'))).toEqual([]);
    expect(
      files.filter((file) => file.startsWith('pages/help/') && file !== 'pages/help/helpLinkEvent.ts'),
    ).toEqual([]);
  });

  it('in the help page only the sanitiser imports DOMPurify, and no importer is in an entry’s chunk', () => {
    const importers = sourceFiles(src)
      .filter((file) => /from\s+['"]dompurify['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(importers.filter((file) => file.startsWith('pages/help/'))).toEqual([
      'pages/help/html/sanitizeHelpHtml.ts',
    ]);
    const inEntries = new Set(ENTRIES.flatMap((entry) => staticGraph(entry).files));
    expect(importers.filter((file) => inEntries.has(file))).toEqual([]);
  });

  it('BookingApp loads the help page with a dynamic import', () => {
    const app = readFileSync(join(src, 'app/BookingApp.tsx'), 'utf8');
    expect(app).toMatch(/import\(\s*['"]\.\.\/pages\/help\/HelpPage['"]\s*\)/);
  });
});
