import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes integrity.json beside the bundle: each of its scripts' Subresource Integrity hash
 * (sha384, of the files as written), for a page that pins what it loads (the README's pinned embed:
 * the entry's hash on its <script>, the chunks' in an import map).
 */
function integrityManifest(): Plugin {
  return {
    name: 'coras-integrity-manifest',
    enforce: 'post',
    writeBundle({ dir = 'dist/bundle' }) {
      const scripts = readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .sort();
      const hashes = Object.fromEntries(
        scripts.map((name) => [
          name,
          `sha384-${createHash('sha384')
            .update(readFileSync(join(dir, name)))
            .digest('base64')}`,
        ]),
      );
      writeFileSync(join(dir, 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}

/**
 * The bundled packages' licences, beside the bundle (`LICENSES` names it in the entry's one comment).
 * Not `*LICENSES*`: `pnpm pack` takes a file so named for the package's own licence and then leaves
 * out the repository's LICENSE (check:publish caught it).
 */
const LICENSES = 'THIRD-PARTY-NOTICES.txt';

/** The folder of the installed package a module belongs to (`…/node_modules/react/cjs/x.js` → `…/node_modules/react`). */
const packageFolder = (id: string) =>
  /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1];

/**
 * Writes the licence of every third-party package the bundle carries into one text file beside it
 * (each package's name, version, licence and its LICENSE file, copyright notice included), as
 * bundlers' "external legal comments" do: the notices travel with the bundle, but not in the bytes
 * each visitor downloads and parses (React's six `@license` headers were 0.46 kB gzip of the first
 * load, and named a LICENSE file the bundle did not carry). The entry's first line points to it.
 */
function thirdPartyLicences(): Plugin {
  return {
    name: 'coras-third-party-licences',
    generateBundle(_options, bundle) {
      const folders = new Set<string>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          for (const id of Object.keys(file.modules)) {
            const folder = packageFolder(id);
            if (folder) folders.add(folder);
          }
      const entries = [...folders]
        .map((folder) => {
          const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
            name: string;
            version: string;
            license?: string;
            repository?: string | { url: string };
          };
          if (!manifest.license) throw new Error(`${manifest.name} names no licence: may it be bundled?`);
          const file = readdirSync(folder).find((name) => /^licen[cs]e(\.(md|txt))?$/i.test(name));
          const repository =
            typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
          return {
            title: `${manifest.name}@${manifest.version} (${manifest.license})`,
            // A package may publish no licence file (unpic): its manifest's licence and home then.
            text: file
              ? readFileSync(join(folder, file), 'utf8').trim()
              : `Licensed under ${manifest.license}; the package publishes no licence file${repository ? ` (source: ${repository})` : ''}.`,
          };
        })
        .sort((a, b) => a.title.localeCompare(b.title));
      this.emitFile({
        type: 'asset',
        fileName: LICENSES,
        source: `The packages bundled in coras-elements.js and its chunks, with their licences.\n\n${entries
          .map(({ title, text }) => `${title}\n\n${text}\n`)
          .join(`\n${'-'.repeat(72)}\n\n`)}`,
      });
    },
  };
}

/** api-client's loader of the response checks (validate/load.ts), and the first calls' checks. */
const CHECKS_LOADER = /[\\/]api-client[\\/]src[\\/]validate[\\/]load\.ts$/;
const FIRST_CALLS_CHECKS = /[\\/]api-client[\\/]src[\\/]validate[\\/]browsing\.ts$/;
const LAZY_FIRST_CALLS_CHECKS = /import\((['"])\.\/browsing\1\)/;

/**
 * The checks of the answers every first page asks for (the landing, locations, the search, an
 * attraction: api-client's validate/browsing.ts) come with the element's entry. The client asks
 * for them as it is made, so no first page shows before they are there; a React host's bundler
 * gets them as a chunk of their own beside its first load, but the element's first load is one
 * file: in it they save two files and 0.4 kB gzip. The other operations' checks stay lazy.
 */
function firstCallsChecksInEntry(): Plugin {
  return {
    name: 'coras-first-calls-checks-in-entry',
    transform(code, id) {
      if (!CHECKS_LOADER.test(id)) return null;
      if (!LAZY_FIRST_CALLS_CHECKS.test(code))
        throw new Error(`${id} no longer loads the browsing checks with import('./browsing')`);
      return {
        code: `import * as __corasBrowsingChecks from './browsing';\n${code.replace(LAZY_FIRST_CALLS_CHECKS, 'Promise.resolve(__corasBrowsingChecks)')}`,
        map: null,
      };
    },
    // The size gate counts the entry's static graph (bench/.size-limit.mjs): the checks must be in
    // it for the gate to count what the browser fetches before the first cards.
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk' || !Object.keys(entry.modules).some((id) => FIRST_CALLS_CHECKS.test(id)))
        throw new Error("The first calls' response checks left the element's entry");
    },
  };
}

const SHEETS_MODULE = fileURLToPath(new URL('src/elements/sheets.ts', import.meta.url));

/** A vanilla-extract style module (`Button.css.ts`), as vanilla-extract's plugin compiled it. */
const STYLE_MODULE = /\.css\.(?:ts|tsx|js|mjs)$/;
/** Its imports of the CSS of the style modules it was evaluated with, and its own last. */
const CSS_IMPORT = /^import (['"])([^'"]+)\.vanilla\.css\1;?$/gm;
/** The place of a style module's rules in the cascade, written as a string until every module is known. */
const RANK = 'coras-style-rank:';
const RANK_LITERAL = new RegExp(`(["'\`])${RANK}([^"'\`]+)\\1`, 'g');

/** The workspace package a file belongs to (`packages/ui/…` → `packages/ui`). */
const packageOf = (file: string) => /^(.*\/packages\/[^/]+)\//.exec(file)?.[1] ?? file;

/**
 * Orders every style module's rules as the one style sheet of the bundle had them: each compiled
 * module lists the CSS it was evaluated with in cascade order, which every order must keep.
 */
function cascadeOrder(lists: Iterable<string[]>): Map<string, number> {
  const before = new Map<string, Set<string>>();
  const seen: string[] = [];
  for (const list of lists)
    list.forEach((file, index) => {
      if (!before.has(file)) {
        before.set(file, new Set());
        seen.push(file);
      }
      if (index > 0) before.get(file)?.add(list[index - 1] ?? file);
    });
  const rank = new Map<string, number>();
  const place = (file: string, path: Set<string>) => {
    if (rank.has(file) || path.has(file)) return;
    path.add(file);
    for (const earlier of before.get(file) ?? []) place(earlier, path);
    path.delete(file);
    rank.set(file, rank.size);
  };
  for (const file of seen) place(file, new Set());
  return rank;
}

/**
 * Ships each style module's rules with the JavaScript that uses them. A compiled style module
 * imports its CSS as text and adds it to the sheets the elements adopt into their shadow roots
 * (src/elements/sheets.ts), with the CSS of the modules of its own package it depends on (a
 * layer's order, a composed class); those of other packages come with their own modules (a
 * widgets style module that imports `vars` from `@coras/ui` was evaluated with all of the kit's
 * CSS, which it does not need). Each text goes in its place in the cascade (its rank, from every
 * module's order), so rules that arrive later still sit where the one sheet had them.
 *
 * The style modules are free of side effects to the bundler (their packages' `sideEffects`), so
 * the rules land in the chunk whose components use their classes: the first load carries the rules
 * of what it renders, and a lazy chunk brings its own, added as it loads, before its components
 * render (a chunk that fails to load fails with its rules). No <link> or <style> lands in the host
 * page.
 */
function stylesWithTheirModules(): Plugin[] {
  const inline = (file: string) => `${file}.vanilla.css?inline`;
  const orders = new Map<string, string[]>();
  let ranks: Map<string, number> | null = null;
  return [
    {
      // The CSS text is a value of the style module that imports it, which has no side effect: the
      // text goes where the style module goes, not where the CSS file's `sideEffects` glob says.
      name: 'coras-style-texts-follow-their-modules',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!source.endsWith(inline(''))) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && { ...resolved, moduleSideEffects: false };
      },
    },
    {
      name: 'coras-styles-with-their-modules',
      transform(code, id) {
        if (!STYLE_MODULE.test(id)) return null;
        const order: string[] = [];
        const rest = code.replace(CSS_IMPORT, (_statement, _quote, file: string) => {
          order.push(file);
          return '';
        });
        if (order.length === 0) return null;
        orders.set(id, order);
        const texts = order.filter((file) => packageOf(file) === packageOf(id));
        return {
          code: [
            ...texts.map(
              (file, index) => `import __corasSheet${index} from ${JSON.stringify(inline(file))};`,
            ),
            `import { addElementStyles as __corasAddStyles } from ${JSON.stringify(SHEETS_MODULE)};`,
            `__corasAddStyles([${texts.map((file, index) => `[${JSON.stringify(RANK + file)}, __corasSheet${index}]`).join(', ')}]);`,
            rest,
          ].join('\n'),
          map: null,
        };
      },
      renderChunk(code) {
        // In the modules' id order, not the order their transforms happened to finish in: the same
        // sources give the same ranks, hence the same chunks and hashes, in every build.
        ranks ??= cascadeOrder([...orders.keys()].sort().map((id) => orders.get(id) ?? []));
        const order = ranks;
        return code.replace(RANK_LITERAL, (_literal, _quote, file: string) => {
          const rank = order.get(file);
          if (rank === undefined) throw new Error(`No place in the cascade for ${file}`);
          return String(rank);
        });
      },
      generateBundle(_options, bundle) {
        const sheets = Object.keys(bundle).filter((name) => name.endsWith('.css'));
        if (sheets.length > 0)
          throw new Error(
            `Style sheets outside the scripts: ${sheets.join(', ')}; every rule comes with its module`,
          );
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.code.includes(RANK))
            throw new Error(`${file.fileName} still names a style module instead of its rank`);
      },
      writeBundle({ dir }) {
        // The bundle exports nothing: importing it registers the elements. Say so to TypeScript.
        writeFileSync(
          `${dir}/coras-elements.d.ts`,
          // Its types are the elements' (and their tag names in HTMLElementTagNameMap).
          "// Importing this module registers <coras-booking> and <coras-landing>.\nimport '../elements/index.js';\nexport {};\n",
        );
      },
    },
  ];
}

// dist/bundle/coras-elements.js: React, the widgets and their CSS in one module for plain pages
// (lazy pages stay separate chunks next to it).
//
// A third-party embed is fetched from someone else's page, over HTTP/1.1 (six connections, a round
// trip per wave of files) as often as HTTP/2, so its first load is one file (issue 31): every module
// the entry imports statically (rolldown's `$initial` tag) goes into the entry itself, and the
// chunks behind dynamic imports import what they share with it from it. Without the group, rolldown
// split the first load into 50 files. The entry exports nothing, so its signature need not be kept
// (which lets the group's chunk be the entry). Minified whole (a library build keeps whitespace
// and annotations for its consumers' bundlers, which this bundle has none of); the third-party
// licences in a file beside it (thirdPartyLicences).
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    ...stylesWithTheirModules(),
    firstCallsChecksInEntry(),
    thirdPartyLicences(),
    integrityManifest(),
  ],
  resolve: {
    // SWR imports React's useSyncExternalStore through the package's shim, whose fallback for
    // React < 18 this bundle, which ships React 19, never runs: the package's own entry is React's.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: true,
    lib: { entry: 'src/elements/register.ts', formats: ['es'], fileName: () => 'coras-elements.js' },
    rollupOptions: {
      preserveEntrySignatures: false,
      output: {
        minify: true,
        comments: false,
        postBanner: (chunk) => (chunk.isEntry ? `/*! Licences: ./${LICENSES} */` : ''),
        codeSplitting: { groups: [{ name: 'coras-elements', tags: ['$initial'] }] },
      },
      // Radix marks its modules "use client"; a client-only bundle has no use for the directive.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
