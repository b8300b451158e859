// @ts-check
// What an integrator's build of the storefront weighs, measured on the consumer fixtures installed
// from the packed tarballs (consumers/lib/fixtures.mjs), never on the workspace's sources:
// - the react-vite fixture as its own `vite build` made it (Vite's defaults): the landing's first
//   load is its index.html's entry and modulepreloads, what a visitor's browser fetches first;
// - the same app built once more by the bench with React and react-dom in a chunk of their own and
//   a report of every chunk's modules, for the figures without React, the route chunks and the
//   checkout gate (dist/consumer);
// - the web-component bundle as the html fixture installed it: its entry and every file the entry
//   imports statically, which the browser must fetch before the element can run; the tarballs.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fixtureDir, packPackages, prepareFixture, SANDBOX_URL } from '@coras/consumers/fixtures';
import { init, parse } from 'es-module-lexer';

export const distDir = fileURLToPath(new URL('../dist/consumer/', import.meta.url));

/** @typedef {{ fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }} Chunk */

/**
 * Packs the packages, prepares the react-vite and html fixtures (reused when nothing changed since
 * the consumer tests prepared them) and builds the bench's React-apart variant of the React app.
 * @returns {Promise<{ tarballs: Record<string, string>; reactVite: string; html: string }>}
 */
export async function prepareConsumerBuilds() {
  const tarballs = packPackages();
  const reactVite = prepareFixture('react-vite', tarballs, { api: SANDBOX_URL });
  const html = prepareFixture('html', tarballs, { api: SANDBOX_URL });
  await buildReactApart(reactVite);
  return { tarballs, reactVite, html };
}

/**
 * Builds the react-vite fixture again with the fixture's own Vite, into dist/consumer: React,
 * react-dom and the scheduler in a chunk of their own, Vite's modulepreload polyfill in another, and dist/consumer/chunks.json listing every
 * chunk with its imports and modules.
 * @param {string} fixture the react-vite fixture's folder
 */
async function buildReactApart(fixture) {
  const require = createRequire(join(fixture, 'package.json'));
  /** @type {typeof import('vite')} */
  const vite = await import(pathToFileURL(require.resolve('vite')).href);
  await vite.build({
    root: fixture,
    logLevel: 'warn',
    build: {
      outDir: distDir,
      emptyOutDir: true,
      rollupOptions: {
        output: {
          manualChunks: (/** @type {string} */ id) =>
            REACT.test(id) ? 'react' : VITE_POLYFILL.test(id) ? 'vite-polyfill' : undefined,
        },
      },
    },
    plugins: [
      {
        name: 'coras-chunk-report',
        apply: 'build',
        writeBundle(_options, bundle) {
          const chunks = Object.values(bundle).flatMap((file) =>
            file.type === 'chunk'
              ? [
                  {
                    fileName: file.fileName,
                    isEntry: file.isEntry,
                    facadeModuleId: file.facadeModuleId,
                    imports: file.imports,
                    dynamicImports: file.dynamicImports,
                    modules: Object.fromEntries(
                      Object.entries(file.modules).map(([id, module]) => [id, module.renderedLength]),
                    ),
                  },
                ]
              : [],
          );
          writeFileSync(join(distDir, 'chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);
        },
      },
    ],
  });
}

/** React, react-dom and the scheduler: what a React host ships whether or not it embeds us. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Vite's modulepreload polyfill, which Vite puts in every app's entry (`build.modulePreload`, on by
 * default) whether or not the app embeds us: the host's, as React is, not ours.
 */
const VITE_POLYFILL = /vite[\\/]modulepreload-polyfill/;

/** Gzip size in bytes (level 9, as size-limit measures) of a file. */
export const gzipSize = (/** @type {string} */ path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * The files a visitor's browser fetches first from the fixture's own build: index.html's module
 * script and its modulepreloads, as paths under `dist`.
 * @param {string} reactVite the react-vite fixture's folder
 */
export function firstLoadFiles(reactVite) {
  const html = readFileSync(join(reactVite, 'dist/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...scripts, ...preloads].map((file) => join(reactVite, 'dist', file));
}

/** The web-component bundle's folder as the html fixture installed it from the tarball. */
export const elementBundleDir = () => join(fixtureDir('html'), 'node_modules/@coras/widgets/dist/bundle');

/**
 * The element bundle's first load: `coras-elements.js` and every file it imports statically,
 * transitively, read from the installed files' import statements (es-module-lexer), as paths.
 * A browser fetches all of them before the module runs; dynamic imports come later.
 * @param {string} [dir] the bundle's folder
 */
export async function elementFirstLoad(dir = elementBundleDir()) {
  await init;
  const seen = new Set();
  const queue = ['coras-elements.js'];
  while (queue.length) {
    const name = queue.pop();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const [imports] = parse(readFileSync(join(dir, name), 'utf8'), name);
    for (const { n: specifier, d: dynamic } of imports) {
      // -1: a static import or re-export; -2: import.meta; ≥ 0: a dynamic import().
      if (dynamic !== -1 || !specifier) continue;
      if (!specifier.startsWith('./'))
        throw new Error(`${name} imports ${specifier}, which a plain page cannot resolve`);
      queue.push(specifier.slice(2));
    }
  }
  return [...seen].map((name) => join(dir, name));
}

/** The files loaded by static imports from `start`, `start` included. */
function staticClosure(/** @type {Chunk[]} */ chunks, /** @type {string[]} */ start) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const name = queue.pop();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return [...seen];
}

/**
 * The routes of the React-apart build: the landing's first load, the host's chunks (React's and
 * Vite's polyfill: what the host ships without us), and for each
 * lazy page, the checkout and each locale the files its dynamic import adds to the first load.
 */
export function routes() {
  /** @type {Chunk[]} */
  const chunks = JSON.parse(readFileSync(join(distDir, 'chunks.json'), 'utf8'));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bench build of the consumer has no entry chunk.');
  const landing = staticClosure(chunks, [entry.fileName]);
  const host = chunks
    .filter((chunk) => Object.keys(chunk.modules).every((id) => REACT.test(id) || VITE_POLYFILL.test(id)))
    .map((chunk) => chunk.fileName);
  const lazy = (/** @type {RegExp} */ facade) => {
    const chunk = chunks.find((candidate) => facade.test(candidate.facadeModuleId ?? ''));
    if (!chunk) return [];
    return staticClosure(chunks, [chunk.fileName]).filter((name) => !landing.includes(name));
  };
  // A locale's texts come after the table of the locales' imports, a chunk of its own (the
  // widgets' app/locales/loaders.js), which every visitor of a translated locale downloads too.
  const loaders = lazy(/@coras[\\/]widgets[\\/]dist[\\/]app[\\/]locales[\\/]loaders\.js$/);
  const localeOf = (/** @type {Chunk} */ chunk) =>
    /([a-z]{2}-[A-Z]{2})\.js$/.exec(chunk.facadeModuleId ?? '')?.[1] ?? chunk.fileName;
  // The checkout's own texts of a locale, which the payment page loads beside the checkout.
  const checkoutLocales = chunks
    .filter((chunk) =>
      /@coras[\\/]checkout[\\/]dist[\\/]i18n[\\/]messages[\\/][a-z]{2}-[A-Z]{2}\.js$/.test(
        chunk.facadeModuleId ?? '',
      ),
    )
    .map((chunk) => ({
      locale: localeOf(chunk),
      files: staticClosure(chunks, [chunk.fileName]).filter((name) => !landing.includes(name)),
    }));
  const locales = chunks
    .filter((chunk) =>
      /@coras[\\/]widgets[\\/]dist[\\/]app[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.js$/.test(
        chunk.facadeModuleId ?? '',
      ),
    )
    .map((chunk) => ({
      locale: localeOf(chunk),
      files: [
        ...new Set([
          ...loaders,
          ...staticClosure(chunks, [chunk.fileName]).filter((name) => !landing.includes(name)),
        ]),
      ],
    }));
  return {
    chunks,
    landing,
    host,
    details: lazy(/@coras[\\/]widgets[\\/]dist[\\/]pages[\\/]details[\\/]DetailsPage\.js$/),
    payment: lazy(/@coras[\\/]widgets[\\/]dist[\\/]pages[\\/]payment[\\/]PaymentPage\.js$/),
    checkout: lazy(/@coras[\\/]checkout[\\/]dist[\\/]index\.js$/),
    locales,
    checkoutLocales,
  };
}

/**
 * A tarball's size as published and unpacked (the sum of its files, read from the tar headers).
 * @param {string} tarball
 */
export function tarballSize(tarball) {
  const packed = statSync(tarball).size;
  const tar = gunzipSync(readFileSync(tarball));
  let unpacked = 0;
  let files = 0;
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(
      header.subarray(124, 136).toString('ascii').replace(/\0.*$/, '').trim() || '0',
      8,
    );
    if (header[156] === 0x30 || header[156] === 0) {
      unpacked += size;
      files += 1;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return { packed, unpacked, files };
}
