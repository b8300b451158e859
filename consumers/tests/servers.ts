import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox, startStatic } from '@coras/tooling/servers';
import { fixtureDir, PORTS } from '../lib/fixtures.mjs';

/**
 * Playwright's global setup: the sandbox and each built fixture on its port, as a host would serve
 * them; the returned function stops them all.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  // With the hostile attraction (a script end tag, a script and quotes in its name) as the first
  // card of the default landing: every fixture's pages must keep it text (tests/escaping.spec.ts).
  const sandbox = await startSandbox({ port: PORTS.sandbox, env: { SANDBOX_HOSTILE_NAME: 'on' } });
  const reactVite = await startStatic({ dir: join(fixtureDir('react-vite'), 'dist'), port: PORTS.reactVite });
  // The page in a folder of the host's site, the README's bundle folder served from /coras/, and
  // for the pinned page (pinned.html) from /coras/<version>/.
  const bundle = join(fixtureDir('html'), 'node_modules/@coras/widgets/dist/bundle');
  const html = await startStatic({
    dir: fixtureDir('html'),
    mounts: {
      '/shop/': fixtureDir('html'),
      [`/coras/${bundleVersion()}/`]: bundle,
      '/coras/': bundle,
    },
    fallback: null,
    port: PORTS.html,
  });
  const next = await startNext();
  const nodeStream = await startNodeStream();
  return async () => {
    await Promise.all([sandbox.stop(), reactVite.stop(), html.stop(), next.stop(), nodeStream.stop()]);
  };
}

/**
 * The site's origin the fixtures' servers are configured with (`SITE_ORIGIN`, which the README's
 * server recipes read): not their own address, so a page that names it took it from its
 * configuration, not from the request.
 */
export const SITE_ORIGIN = 'https://shop.example';

/** The version of @coras/widgets installed in the html fixture. */
export function bundleVersion(): string {
  const manifest = join(fixtureDir('html'), 'node_modules/@coras/widgets/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A server of a fixture, started as its host would start it, once it listens. */
export interface FixtureServer {
  stop(): Promise<void>;
}

/**
 * `next start` on the Next.js fixture's production build, on `port`, once it listens: Next prints
 * 'Ready in …' when its server is listening (requests that arrive while it finishes loading wait
 * for it). `env`: more of its environment (CORAS_API_HOST: the same build against another API).
 */
export function startNext(
  port: number = PORTS.next,
  env: Record<string, string> = {},
): Promise<FixtureServer> {
  return startServer(
    ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: fixtureDir('next'),
      env: { NEXT_TELEMETRY_DISABLED: '1', SITE_ORIGIN, ...env },
      ready: /Ready in/,
      name: 'next start',
    },
  );
}

/** The Node streaming fixture's server (its `npm start`), once it listens. */
function startNodeStream(): Promise<FixtureServer> {
  return startServer(['dist/server/serve.js'], {
    cwd: fixtureDir('node-stream'),
    env: { PORT: String(PORTS.nodeStream), SITE_ORIGIN },
    ready: /listening on/,
    name: 'the node-stream server',
  });
}

/** Runs `args` with Node in `cwd` until it prints `ready`; its output goes to the test's. */
async function startServer(
  args: string[],
  { cwd, env, ready, name }: { cwd: string; env: Record<string, string>; ready: RegExp; name: string },
): Promise<FixtureServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = AbortSignal.timeout(60_000);
  try {
    await new Promise<void>((resolve, reject) => {
      let printed = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        printed += String(chunk);
        if (ready.test(printed)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
      deadline.addEventListener('abort', () => reject(new Error(`${name} did not listen within 60 s`)));
    });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
