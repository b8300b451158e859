// @ts-check
// The consumer fixtures as integrators get them: every publishable package packed as published
// (`pnpm pack`, so `publishConfig` and real version ranges), then each fixture copied to a folder
// outside the workspace, its packages installed from those tarballs with npm (no workspace links,
// no path aliases), its embed code taken from the root README, type-checked with TypeScript 5.9 and
// 7, and built. The bench measures the react-vite build made here; the tests drive them all.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/**
 * Where the tarballs and the installed fixtures live: outside the workspace, so nothing resolves to
 * it, and one folder per checkout, so that two clones (a worktree, CI's fresh clone) packing at the
 * same time never overwrite each other's tarballs.
 */
export const WORK_DIR =
  process.env.CORAS_CONSUMERS_DIR ??
  join(tmpdir(), `coras-consumers-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);

/** The publishable packages, in the order they depend on each other. */
export const PACKAGES = ['api-client', 'booking-core', 'ui', 'checkout', 'widgets'];

/** The host the README's snippets name, replaced by the sandbox's address in the fixtures. */
export const README_API_HOST = 'https://api.coras.example';

/**
 * The Stripe key the README's snippets name. The fixtures pay against the sandbox, so they do what
 * the README says to do for that: the sandbox's card stand-in in the key's place.
 */
const README_STRIPE_KEY = 'pk_live_your_publishable_key';

/** The README's key and, in its place, the sandbox's opt-in: as a React prop and as an attribute. */
const SANDBOX_OPT_IN = [
  [`stripePublishableKey="${README_STRIPE_KEY}"`, 'paymentProvider="sandbox"'],
  [`stripe-publishable-key="${README_STRIPE_KEY}"`, 'payment-provider="sandbox"'],
];

/**
 * The ports the consumer tests serve on: their own, so that they never meet a developer's
 * `npm start` (4010, 5173) or the playground's end-to-end run (4510, 4573).
 */
export const PORTS = {
  sandbox: 4610,
  reactVite: 4620,
  html: 4630,
  next: 4640,
  nextApiDown: 4641,
  nodeStream: 4650,
};

/** The sandbox the fixtures are built against: the README's host is replaced by this one. */
export const SANDBOX_URL = `http://127.0.0.1:${PORTS.sandbox}`;

/** The fixtures: folder names under consumers/fixtures. */
export const FIXTURES = /** @type {const} */ (['react-vite', 'html', 'node', 'next', 'node-stream']);
/** @typedef {(typeof FIXTURES)[number]} FixtureName */

/** The folder a fixture is installed and built in. */
export const fixtureDir = (/** @type {FixtureName} */ name) => join(WORK_DIR, name);

/**
 * Runs `command` in `cwd`, its output shown only when it fails (with the command), so that a long
 * run stays readable and a failure says what failed.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string; env?: NodeJS.ProcessEnv }} options
 */
export function run(command, args, { cwd, env }) {
  try {
    return execFileSync(command, args, {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failed = /** @type {{ stdout?: string; stderr?: string }} */ (error);
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    );
  }
}

/** pnpm as the running script was started with it (`npm_execpath`), else the one on PATH. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath ?? '';
  return /pnpm/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];
}

/**
 * Packs every publishable package (from its built dist) into WORK_DIR/tarballs.
 * @returns {Record<string, string>} each package's name (`@coras/ui`) and tarball path
 */
export function packPackages() {
  const out = join(WORK_DIR, 'tarballs');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [command = 'pnpm', ...prefix] = pnpmCommand();
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const folder of PACKAGES) {
    const cwd = join(root, 'packages', folder);
    if (!existsSync(join(cwd, 'dist')))
      throw new Error(`packages/${folder} has no dist: build first (pnpm build).`);
    const before = new Set(readdirSync(out));
    run(command, [...prefix, 'pack', '--pack-destination', out], { cwd });
    const file = readdirSync(out).find((name) => !before.has(name) && name.endsWith('.tgz'));
    if (!file) throw new Error(`pnpm pack wrote no tarball for packages/${folder}`);
    const { name } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    tarballs[name] = join(out, file);
  }
  return tarballs;
}

/**
 * A fenced code block of the root README: the first ```{language} block after `heading`.
 * @param {string} heading a heading line, e.g. '### React'
 * @param {string} language
 */
export function readmeSnippet(heading, language) {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no heading "${heading}"`);
  const block = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(readme.slice(start));
  if (!block?.[1]) throw new Error(`README.md has no \`\`\`${language} block under "${heading}"`);
  return block[1];
}

/**
 * Every fenced ```{language} block of the root README's section under `heading` (up to the next
 * heading), each keyed by the file its first line names (`// storefront.tsx — …`).
 * @param {string} heading
 * @param {string} language
 * @returns {Record<string, string>}
 */
function readmeFiles(heading, language) {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no heading "${heading}"`);
  const rest = readme.slice(start + heading.length + 1);
  const end = rest.search(/\n#{1,6} /);
  const section = end < 0 ? rest : rest.slice(0, end);
  /** @type {Record<string, string>} */
  const files = {};
  for (const [, code = ''] of section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))) {
    const file = /^\/\/ ([\w./[\]-]+) — /.exec(code)?.[1];
    if (!file) throw new Error(`A \`\`\`${language} block under "${heading}" does not name its file first`);
    files[file] = code;
  }
  return files;
}

/**
 * The README snippet as the README says to try it against the sandbox: the API host replaced, and
 * the Stripe key replaced by the sandbox's card stand-in (`paymentProvider="sandbox"`, on the element
 * `payment-provider="sandbox"`). The fixtures change nothing else.
 * @param {string} heading
 * @param {string} language
 * @param {string} apiHost
 */
export function embedCode(heading, language, apiHost) {
  const snippet = readmeSnippet(heading, language);
  if (!snippet.includes(README_API_HOST))
    throw new Error(`The README's ${heading} snippet no longer names ${README_API_HOST}`);
  const [key, optIn] = SANDBOX_OPT_IN.find(([given]) => snippet.includes(given)) ?? [];
  if (!key || !optIn)
    throw new Error(`The README's ${heading} snippet no longer gives the Stripe key ${README_STRIPE_KEY}`);
  return snippet.replaceAll(README_API_HOST, apiHost).replace(key, optIn);
}

/** The README's server-rendering recipes: the Next.js and the Node streaming fixtures are written from them. */
const NEXT_RECIPE = '### Server rendering (Next.js App Router)';
const STREAM_RECIPE = '### Server rendering (any Node server: `react-dom/server`)';

/**
 * Where a fixture's server takes its API host from when it is set: the tests start the same build
 * against an API that is down with it.
 */
export const API_HOST_VARIABLE = 'CORAS_API_HOST';

/**
 * The files of a README server recipe, by the path each block names, as a fixture runs them: the
 * API host the sandbox's, or the server's `CORAS_API_HOST` when set. Nothing else changes.
 * @param {string} heading
 * @param {string} api
 */
function serverRecipe(heading, api) {
  const files = readmeFiles(heading, 'tsx');
  const host = `'${README_API_HOST}'`;
  const server = Object.values(files).filter((code) => code.includes(host));
  if (server.length !== 1)
    throw new Error(`The README's ${heading} recipe must name ${host} once, on the server`);
  return Object.fromEntries(
    Object.entries(files).map(([file, code]) => [
      file,
      `// The README's server recipe, verbatim but for the API host (consumers/lib/fixtures.mjs).\n${code.replaceAll(host, `(process.env.${API_HOST_VARIABLE} ?? '${api}')`)}`,
    ]),
  );
}

/** The hash placeholder of the README's pinned web-component snippet (`sha384-…`). */
const README_HASH = 'sha384-…';

/**
 * The README's pinned web-component page for the bundle installed in `dir`: its snippet with the
 * hashes the README says to take from that version's `dist/bundle/integrity.json` — the entry's on
 * its <script>, every other file's in the import map under its URL. The snippet must name the
 * installed version in its path.
 * @param {string} dir the html fixture's folder, after its install
 * @param {string} api
 */
function pinnedPage(dir, api) {
  const installed = join(dir, 'node_modules/@coras/widgets');
  const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const hashes = JSON.parse(readFileSync(join(installed, 'dist/bundle/integrity.json'), 'utf8'));
  const snippet = embedCode('### Web component, pinned (Subresource Integrity)', 'html', api);
  const folder = `/coras/${version}/`;
  if (!snippet.includes(`src="${folder}coras-elements.js"`))
    throw new Error(
      `The README's pinned snippet does not load ${folder}coras-elements.js (version ${version})`,
    );
  const entry = hashes['coras-elements.js'];
  if (!entry) throw new Error('integrity.json has no hash for coras-elements.js');
  const map = {
    integrity: Object.fromEntries(
      Object.entries(hashes)
        .filter(([name]) => name !== 'coras-elements.js')
        .map(([name, hash]) => [`${folder}${name}`, hash]),
    ),
  };
  const filled = snippet
    .replace(
      /<script type="importmap">[\s\S]*?<\/script>/,
      () => `<script type="importmap">\n${JSON.stringify(map, null, 2)}\n</script>`,
    )
    .replace(`integrity="${README_HASH}"`, `integrity="${entry}"`);
  if (filled.includes(README_HASH) || !filled.includes(entry))
    throw new Error("The README's pinned snippet no longer has the entry's integrity and one import map");
  const page = readFileSync(join(dir, 'page.html'), 'utf8');
  writeFileSync(join(dir, 'pinned.html'), page.replace('<!-- README -->', filled.trim()));
}

/**
 * What each fixture generates from the README and how it is checked and built, after its install
 * (`installed`: what it generates from the installed packages).
 * @type {Record<FixtureName, { generate?: (dir: string, api: string) => void; installed?: (dir: string, api: string) => void; typecheck: boolean; build?: string[][] }>}
 */
const STEPS = {
  'react-vite': {
    generate: (dir, api) => writeFileSync(join(dir, 'src/Tickets.tsx'), embedCode('### React', 'tsx', api)),
    typecheck: true,
    build: [['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  },
  html: {
    generate: (dir, api) => {
      const page = readFileSync(join(dir, 'page.html'), 'utf8');
      const snippet = embedCode('### Web component (no React on the page)', 'html', api);
      writeFileSync(join(dir, 'index.html'), page.replace('<!-- README -->', snippet.trim()));
      // The page's inline scripts, type-checked against the elements' declarations (tsconfig.json).
      const scripts = [...snippet.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      if (scripts.length === 0) throw new Error("The README's web-component snippet has no inline <script>");
      writeFileSync(join(dir, 'snippet.js'), `// @ts-check\n${scripts.join('\n')}`);
    },
    installed: pinnedPage,
    typecheck: true,
  },
  node: { typecheck: true },
  next: {
    generate: (dir, api) => {
      writeFileSync(
        join(dir, 'app/Tickets.tsx'),
        `'use client';\n// The README's React snippet, verbatim but for the API host (consumers/lib/fixtures.mjs).\n${embedCode('### React', 'tsx', api)}`,
      );
      // The README's server recipe: the catch-all route that loads each address's snapshot and
      // renders Tickets, written where its first line says.
      for (const [file, code] of Object.entries(serverRecipe(NEXT_RECIPE, api))) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), code);
      }
    },
    typecheck: true,
    build: [['node_modules/next/dist/bin/next', 'build']],
  },
  'node-stream': {
    generate: (dir, api) => {
      writeFileSync(join(dir, 'src/Tickets.tsx'), embedCode('### React', 'tsx', api));
      for (const [file, code] of Object.entries(serverRecipe(STREAM_RECIPE, api)))
        writeFileSync(join(dir, 'src', file), code);
    },
    typecheck: true,
    build: [
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
      ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/serve.ts', '--logLevel', 'warn'],
    ],
  },
};

/** A digest of the tarballs, the fixture's files, the README and the API host: what its build depends on. */
function digest(
  /** @type {FixtureName} */ name,
  /** @type {Record<string, string>} */ tarballs,
  /** @type {string} */ api,
) {
  const hash = createHash('sha256')
    .update(api)
    .update(readFileSync(join(root, 'README.md')));
  for (const file of Object.values(tarballs).sort()) hash.update(readFileSync(file));
  const files = readdirSync(join(fixturesDir, name), { recursive: true }).map(String).sort();
  for (const file of files) {
    const path = join(fixturesDir, name, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

/**
 * Installs, type-checks and builds one fixture against `tarballs`, unless the same tarballs and
 * fixture files were prepared last time (the bench reuses the tests' build).
 * @param {FixtureName} name
 * @param {Record<string, string>} tarballs
 * @param {{ api: string; dir?: string; log?: (message: string) => void }} options `dir`: another
 *   folder than the tests' (the bench builds against its own HTTPS sandbox)
 * @returns {string} the fixture's folder
 */
export function prepareFixture(name, tarballs, { api, dir = fixtureDir(name), log = console.log }) {
  const stamp = join(dir, '.coras-prepared');
  const wanted = digest(name, tarballs, api);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    log(`  ${name}: unchanged since its last preparation, reused`);
    return dir;
  }
  const started = Date.now();
  const step = STEPS[name];
  // A clean copy, but the installed dependencies are kept: npm brings them up to date.
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir))
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true });
  rmSync(join(dir, 'node_modules/@coras'), { recursive: true, force: true });
  cpSync(join(fixturesDir, name), dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    withTarballs(readFileSync(join(dir, 'package.json'), 'utf8'), tarballs),
  );
  step.generate?.(dir, api);
  // No lockfile: it would pin the tarballs' old checksums. The registry's versions are pinned by
  // the fixture's package.json and ours. Dev dependencies (TypeScript, the bundler) always: a
  // process that ran a Vite build has NODE_ENV=production, which npm reads as --omit=dev.
  run(
    'npm',
    [
      'install',
      '--include=dev',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefer-offline',
      '--loglevel=error',
    ],
    { cwd: dir },
  );
  step.installed?.(dir, api);
  if (step.typecheck) {
    run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { cwd: dir });
    run(process.execPath, ['node_modules/typescript7/bin/tsc', '--noEmit', '-p', '.'], { cwd: dir });
  }
  for (const command of step.build ?? [])
    run(process.execPath, command, { cwd: dir, env: { NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync(stamp, wanted);
  log(
    `  ${name}: installed from the tarballs${step.typecheck ? ', type-checked (TypeScript 5.9 and 7)' : ''}${step.build ? ', built' : ''} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return dir;
}

/**
 * The fixture's package.json with each `"packed"` dependency pointing at its tarball, and every
 * package of ours overridden to its tarball too: our packages depend on each other by version,
 * which the registry does not have.
 * @param {string} manifest
 * @param {Record<string, string>} tarballs
 */
function withTarballs(manifest, tarballs) {
  const json = JSON.parse(manifest);
  const spec = (/** @type {string} */ name) => {
    const file = tarballs[name];
    if (!file) throw new Error(`No tarball for ${name}`);
    return `file:${file}`;
  };
  for (const field of ['dependencies', 'devDependencies'])
    for (const [name, value] of Object.entries(json[field] ?? {}))
      if (value === 'packed') json[field][name] = spec(name);
  json.overrides = {
    ...json.overrides,
    ...Object.fromEntries(Object.keys(tarballs).map((name) => [name, spec(name)])),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}
