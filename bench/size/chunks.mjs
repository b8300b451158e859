// @ts-check
// Reads the fixture build's chunk report (dist/chunks.json) and answers what a visitor of
// each route downloads: the entry's static-import closure is the landing's first load; a route's
// chunk is what its dynamic import adds on top of that.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const distDir = new URL('../dist/', import.meta.url);

/** @typedef {{ fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }} Chunk */

/** @returns {Chunk[]} */
export function readChunks() {
  return JSON.parse(readFileSync(new URL('chunks.json', distDir), 'utf8'));
}

/** Gzip size in bytes of one emitted file (level 9, as size-limit measures). */
export function gzipSize(/** @type {string} */ fileName) {
  return gzipSync(readFileSync(new URL(fileName, distDir)), { level: 9 }).length;
}

/** The files loaded by static imports from `start`, `start` included. */
export function staticClosure(/** @type {Chunk[]} */ chunks, /** @type {string[]} */ start) {
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

/** True for the chunk React and react-dom were put in by the fixture's manualChunks. */
export const isReactChunk = (/** @type {Chunk} */ chunk) =>
  Object.keys(chunk.modules).length > 0 &&
  Object.keys(chunk.modules).every((id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id));

/**
 * The routes of the fixture app: the landing first load, and for each lazy page and locale the
 * files its dynamic import adds to it.
 */
export function routes() {
  const chunks = readChunks();
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The fixture build has no entry chunk: run the build first.');
  const landing = staticClosure(chunks, [entry.fileName]);
  const react = chunks.filter(isReactChunk).map((chunk) => chunk.fileName);
  const lazy = (/** @type {RegExp} */ facade) => {
    const chunk = chunks.find((candidate) => facade.test(candidate.facadeModuleId ?? ''));
    if (!chunk) return [];
    return staticClosure(chunks, [chunk.fileName]).filter((name) => !landing.includes(name));
  };
  const localeChunks = chunks
    .filter((chunk) => /[\\/]i18n[\\/]messages[\\/][a-z]{2}-[A-Z]{2}\.ts$/.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => ({
      locale: /([a-z]{2}-[A-Z]{2})\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1] ?? chunk.fileName,
      files: staticClosure(chunks, [chunk.fileName]).filter((name) => !landing.includes(name)),
    }));
  return {
    chunks,
    landing,
    react,
    details: lazy(/[\\/]pages[\\/]details[\\/]DetailsPage\.tsx$/),
    payment: lazy(/[\\/]pages[\\/]payment[\\/]PaymentPage\.tsx$/),
    checkout: lazy(/[\\/]packages[\\/]checkout[\\/]src[\\/]index\.ts$/),
    locales: localeChunks,
  };
}
