import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 6: a landing visitor downloads none of the search and details pages' code, and an en-GB
// visitor no other language. A bundler puts
// a module in an entry's chunk when the entry reaches it through static imports, so walking those
// from each entry proves it (payment and help have their own proofs beside them); type-only
// imports are erased and do not count.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = ['index.ts', 'elements/index.ts', 'elements/register.ts'];
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The package's own files an entry reaches through static value imports. */
function staticFiles(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(src, entry)];
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const next = specifier ? resolveModule(file, specifier) : undefined;
      if (next) pending.push(next);
    }
  }
  return [...seen].map((file) => relative(src, file));
}

describe('what a landing visitor downloads', () => {
  it.each(ENTRIES)('%s reaches neither page statically', (entry) => {
    const files = staticFiles(entry);
    // The walk follows the landing page itself, so an empty answer is not an empty walk.
    expect(files).toContain('pages/landing/LandingPage.tsx');
    expect(files.filter((file) => /^pages\/(search|details)\//.test(file))).toEqual([]);
    // The details page's booking panel and image viewer ride in its chunk, not the landing's.
    expect(files.filter((file) => /^(details-booking|image-viewer)\/.*\.tsx?$/.test(file))).toEqual([]);
  });

  it.each(ENTRIES)(
    '%s reaches no catalogue but the English one (each language is its own chunk)',
    (entry) => {
      const catalogues = staticFiles(entry).filter((file) => file.startsWith('i18n/messages/'));
      expect(catalogues).toEqual(['i18n/messages/en-GB.ts']);
    },
  );

  it('BookingApp loads both pages with a dynamic import', () => {
    const app = readFileSync(join(src, 'app/BookingApp.tsx'), 'utf8');
    expect(app).toMatch(/import\(\s*['"]\.\.\/pages\/search\/SearchPage['"]\s*\)/);
    expect(app).toMatch(/import\(\s*['"]\.\.\/pages\/details\/DetailsPage['"]\s*\)/);
  });
});
