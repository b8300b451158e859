import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// What a bundler puts in an entry's chunk: the modules the entry reaches through static value
// imports. Walking them from the source proves, without a build, which code a visitor of a page
// downloads; type-only imports are erased and do not count. The chunking tests beside the pages
// (app/, pages/help/, pages/payment/) share this walk.

/** The widgets' `src` folder: the walk's paths are relative to it. */
export const WIDGETS_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The package's entries a host can import: the React API, the elements, the self-registering bundle. */
export const ENTRIES = ['index.ts', 'elements/index.ts', 'elements/register.ts'];

/** A static `import`/`export … from` that is not type-only; group 1 is the specifier. */
export const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** A dynamic `import('…')`; group 1 is the specifier. */
export const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * The files (relative to `src`) and the packages an entry reaches through static value imports.
 *
 * @example staticGraph('index.ts').packages.has('dompurify') // false: only the help chunk has it
 */
export function staticGraph(entry: string): { files: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(WIDGETS_SRC, entry)];
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (!specifier) continue;
      const next = resolveModule(file, specifier);
      if (next) pending.push(next);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  }
  return { files: [...seen].map((file) => relative(WIDGETS_SRC, file)), packages };
}
