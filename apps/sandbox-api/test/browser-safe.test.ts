import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Storybook serves the sandbox in the browser (through MSW), so everything the package's main
// entry loads statically must run there: Node built-ins and the Node server adapter are loaded
// only through `import()` (PNG encoding, reading the document) or from the `./node` entry.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every bare specifier the file at `entry` loads statically, through its relative imports. */
function staticDependencies(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const bare = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) {
        bare.set(specifier, file.slice(src.length + 1));
        continue;
      }
      const target = resolve(dirname(file), specifier);
      visit([`${target}.ts`, `${target}/index.ts`].find(existsSync) ?? `${target}.ts`);
    }
  };
  visit(resolve(src, entry));
  return bare;
}

describe('the in-process entry', () => {
  it('loads no Node built-in and no Node server statically', () => {
    const dependencies = staticDependencies('index.ts');
    const nodeOnly = [...dependencies].filter(
      ([specifier]) => specifier.startsWith('node:') || specifier === '@hono/node-server',
    );
    expect(nodeOnly).toEqual([]);
    expect([...dependencies.keys()]).toEqual(expect.arrayContaining(['hono', 'ajv/dist/2020']));
  });

  it('and the testing entry the packages import do not either', () => {
    const nodeOnly = [...staticDependencies('testing.ts')].filter(
      ([specifier]) => specifier.startsWith('node:') || specifier === '@hono/node-server',
    );
    expect(nodeOnly).toEqual([]);
  });

  it('is where the walker would find a Node import if there were one', () => {
    expect([...staticDependencies('node.ts').keys()]).toEqual(
      expect.arrayContaining(['node:http', '@hono/node-server']),
    );
  });
});
