import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES, WIDGETS_SRC as src, staticGraph } from '../../../test/importGraph.test-utils';

// DOMPurify belongs to the help page's lazy chunk (issue #8): no other page downloads it
// (test/importGraph.ts walks what each entry's chunk holds).

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
