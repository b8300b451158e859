import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox, startStatic } from '@coras/tooling/servers';
import { fixtureDir, PORTS } from '../lib/fixtures.mjs';

/**
 * Playwright's global setup: the sandbox and each built fixture on its port, as a host would serve
 * them; the returned function stops them all.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const sandbox = await startSandbox({ port: PORTS.sandbox });
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
  return async () => {
    next.kill('SIGTERM');
    await Promise.all([sandbox.stop(), reactVite.stop(), html.stop()]);
  };
}

/** The version of @coras/widgets installed in the html fixture. */
export function bundleVersion(): string {
  const manifest = join(fixtureDir('html'), 'node_modules/@coras/widgets/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * `next start` on the Next.js fixture's production build, once it listens: Next prints 'Ready in …'
 * when its server is listening (requests that arrive while it finishes loading wait for it).
 */
async function startNext(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--port', String(PORTS.next), '--hostname', '127.0.0.1'],
    {
      cwd: fixtureDir('next'),
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const deadline = AbortSignal.timeout(60_000);
  try {
    await new Promise<void>((resolve, reject) => {
      let printed = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        printed += String(chunk);
        if (/Ready in/.test(printed)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`next start exited with ${code}`)));
      deadline.addEventListener('abort', () => reject(new Error('next start did not listen within 60 s')));
    });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}
