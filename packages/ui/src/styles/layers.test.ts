import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The layer names layers.css.ts declares, in its order (`globalLayer(…, 'reset')` → coras.reset). */
function declaredLayers(): string[] {
  const source = read('./layers.css.ts');
  return [...source.matchAll(/globalLayer\((?:\{ parent: corasLayer \}, )?'([a-z]+)'\)/g)].map(
    ([, name], index) => (index === 0 ? (name as string) : `coras.${name}`),
  );
}

/** The order a style sheet's opening `@layer a, b, c;` statement gives. */
function statedOrder(path: string): string[] {
  const statement = /^@layer ([^;{]+);/m.exec(read(path))?.[1] ?? '';
  return statement
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the cascade layers’ order', () => {
  it('is declared by layers.css.ts as coras, then reset < theme < components', () => {
    expect(declaredLayers()).toEqual(['coras', 'coras.reset', 'coras.theme', 'coras.components']);
  });

  // A host's bundler may put a chunk's component rules ahead of the chunk declaring the layers; the
  // style sheets a host imports first must settle the order, or the reset outranks the components.
  it.each(['../styles.css', '../../../widgets/src/styles.css'])('opens %s', (sheet) => {
    expect(statedOrder(sheet)).toEqual(declaredLayers());
  });
});
