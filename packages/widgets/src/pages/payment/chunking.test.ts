import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_IMPORT,
  ENTRIES,
  WIDGETS_SRC as src,
  staticGraph,
  VALUE_IMPORT,
} from '../../../test/importGraph.test-utils';

// The checkout (issue #8) is downloaded only by a visitor who reaches the payment page: walking
// each entry's static imports (test/importGraph.ts) proves that the landing and details pages
// download none of it.

const checkoutSrc = resolve(src, '../../checkout/src');
/** The one checkout entry the shell imports: the texts both say (error modal, required field), strings only. */
const COMMON_TEXTS = '@coras/checkout/common-messages';
const checkoutPackages = (packages: Iterable<string>) =>
  [...packages].filter((name) => name.startsWith('@coras/checkout') && name !== COMMON_TEXTS);

describe('the checkout chunk', () => {
  it.each(ENTRIES)('%s reaches neither @coras/checkout nor the payment page statically', (entry) => {
    const { files, packages } = staticGraph(entry);
    expect(files.length).toBeGreaterThan(5);
    // Not even the checkout's English texts: they come with the payment page (useCheckoutTranslate);
    // only the few the shell shares with it.
    expect(checkoutPackages(packages)).toEqual([]);
    expect(files.filter((file) => file.startsWith('pages/payment/'))).toEqual([]);
  });

  it('the checkout’s texts modules import nothing but each other, so the shell, the locale chunks and the payment page that import them pull in no checkout code', () => {
    const common = readFileSync(join(checkoutSrc, 'commonMessages.ts'), 'utf8');
    expect([...common.matchAll(VALUE_IMPORT)]).toEqual([]);
    const messages = readFileSync(join(checkoutSrc, 'messages.ts'), 'utf8');
    expect(new Set([...messages.matchAll(VALUE_IMPORT)].map(([, specifier]) => specifier))).toEqual(
      new Set(['./i18n/messages/en-GB']),
    );
    const english = readFileSync(join(checkoutSrc, 'i18n/messages/en-GB.ts'), 'utf8');
    expect([...english.matchAll(VALUE_IMPORT)].map(([, specifier]) => specifier)).toEqual([
      '../../commonMessages',
    ]);
    // Each locale's texts (loaded by the payment page through `loadCheckoutMessages`) import at
    // most the English they start from.
    for (const file of readdirSync(join(checkoutSrc, 'i18n/messages'))) {
      const source = readFileSync(join(checkoutSrc, 'i18n/messages', file), 'utf8');
      const imports = [...source.matchAll(VALUE_IMPORT)].map(([, specifier]) => specifier);
      expect(
        imports.filter((specifier) => specifier !== './en-GB' && specifier !== '../../commonMessages'),
        file,
      ).toEqual([]);
    }
  });

  it('BookingApp loads the payment page, and the payment page the checkout, by dynamic import', () => {
    const app = readFileSync(join(src, 'app/BookingApp.tsx'), 'utf8');
    expect(app).toMatch(/import\(\s*['"]\.\.\/pages\/payment\/PaymentPage['"]\s*\)/);
    const page = readFileSync(join(src, 'pages/payment/PaymentPage.tsx'), 'utf8');
    // And the sandbox's card stand-in, only where a host chose it (issue 28 item 1).
    expect([...page.matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => specifier)).toEqual([
      '@coras/checkout',
      '@coras/checkout/sandbox',
    ]);
    // Statically, only the checkout's first requests, whose module is two API calls.
    expect(
      [...page.matchAll(VALUE_IMPORT)]
        .map(([, specifier]) => specifier)
        .filter((name) => name?.startsWith('@coras/checkout')),
    ).toEqual(['@coras/checkout/requests']);
    const requests = readFileSync(join(checkoutSrc, 'requests.ts'), 'utf8');
    expect([...requests.matchAll(VALUE_IMPORT)].map(([, specifier]) => specifier)).toEqual([
      '@coras/api-client',
    ]);
  });
});

// The same proof on what was built (`pnpm build`, which `npm test` runs first): from each entry
// file, follow the static imports between the emitted chunks; no chunk reached may hold the
// checkout's code. Skipped when the package has not been built.
const dist = resolve(src, '../dist');
const BUILT_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+)["']/g;
/** A string only the checkout page's code contains (a logged message of its reservation check). */
const CHECKOUT_MARKER = 'Checkout: the reservation check failed';
/** A string only the sandbox's card stand-in contains (a logged message of its confirmation). */
const SANDBOX_MARKER = 'Sandbox card payment refused';

function builtGraph(entry: string) {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(dist, entry)];
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(BUILT_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...seen], packages };
}

describe.skipIf(!existsSync(join(dist, 'index.js')))('the built widgets', () => {
  it.each(['index.js', 'elements/index.js'])('%s imports no checkout code statically', (entry) => {
    const { files, packages } = builtGraph(entry);
    expect(checkoutPackages(packages)).toEqual([]);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes(CHECKOUT_MARKER))).toEqual([]);
  });

  it.skipIf(!existsSync(join(dist, 'bundle/coras-elements.js')))(
    'the one-file custom elements bundle keeps the checkout in a chunk of its own',
    () => {
      // Issue 31: the element's whole first load is the entry alone (at most 6 files).
      const { files } = builtGraph('bundle/coras-elements.js');
      expect(files.length).toBeGreaterThanOrEqual(1);
      expect(files.length).toBeLessThanOrEqual(6);
      expect(files.filter((file) => readFileSync(file, 'utf8').includes(CHECKOUT_MARKER))).toEqual([]);
      // The marker is there to be found: in a chunk only the payment page's dynamic import loads.
      const chunks = readdirSync(join(dist, 'bundle')).filter((name) => name.endsWith('.js'));
      expect(
        chunks.some((name) => readFileSync(join(dist, 'bundle', name), 'utf8').includes(CHECKOUT_MARKER)),
      ).toBe(true);
      // Issue 28 item 1: the sandbox's card stand-in is a chunk of its own, which a page that did
      // not choose it never downloads: not in the checkout's chunk, nor anything it imports statically.
      const checkoutChunk = chunks.find((name) =>
        readFileSync(join(dist, 'bundle', name), 'utf8').includes(CHECKOUT_MARKER),
      );
      const fromCheckout = builtGraph(`bundle/${checkoutChunk}`).files;
      expect(fromCheckout.filter((file) => readFileSync(file, 'utf8').includes(SANDBOX_MARKER))).toEqual([]);
      expect(
        chunks.some((name) => readFileSync(join(dist, 'bundle', name), 'utf8').includes(SANDBOX_MARKER)),
      ).toBe(true);
    },
  );
});
