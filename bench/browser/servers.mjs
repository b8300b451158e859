// @ts-check
// The servers a browser benchmark needs, each on a free port of 127.0.0.1: the sandbox API (started
// as `pnpm start` starts it) and a static server for a built app (an unknown path serves the app's
// HTML page, as a host with address sync must).
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localCertificate } from '@coras/tooling/tls';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The sandbox as `pnpm start` starts it, over HTTPS (`TLS_KEY_FILE`, `TLS_CERT_FILE`): the
 * playground is served over HTTPS (see `startStatic`), and its data must not travel over plain
 * HTTP beside it (mixed content, which Lighthouse's best practices count against the page).
 * @returns {Promise<{ url: string; stop: () => void }>}
 */
export async function startSandbox() {
  const dir = mkdtempSync(join(tmpdir(), 'coras-bench-sandbox-'));
  const { key, cert } = localCertificate();
  writeFileSync(join(dir, 'key.pem'), key);
  writeFileSync(join(dir, 'cert.pem'), cert);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/sandbox-api'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      TLS_KEY_FILE: join(dir, 'key.pem'),
      TLS_CERT_FILE: join(dir, 'cert.pem'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const found = /listening on (https?:\/\/[\d.]+:\d+)/.exec(String(chunk));
      if (found?.[1]) resolve(found[1]);
    });
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
  return { url: String(url), stop: () => child.kill('SIGTERM') };
}

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
});

/**
 * Serves `dir` as a production host would, since Lighthouse judges what travels: compressed, and
 * over HTTP/2 with TLS (a browser speaks HTTP/2 only over TLS). Over HTTP/1.1 a browser opens at
 * most six connections to a host, so a page's two dozen small chunks queued for them a round trip
 * per wave, which no host of the playground would make a visitor do. HTTP/1.1 is still answered.
 * @param {string} dir
 * @param {string} fallback the page served for paths that are not files
 * @returns {Promise<{ url: string; stop: () => void }>}
 */
export async function startStatic(dir, fallback = 'index.html') {
  const { gzipSync } = await import('node:zlib');
  const server = createSecureServer({ ...localCertificate(), allowHTTP1: true }, (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'https://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, fallback);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = /** @type {Record<string, string>} */ ({ 'content-type': type });
    if (/\/assets\//.test(path)) headers['cache-control'] = 'public, max-age=31536000, immutable';
    if (
      /^(text|application\/json|image\/svg)/.test(type) &&
      /gzip/.test(String(request.headers['accept-encoding']))
    ) {
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      response.end(gzipSync(readFileSync(file)));
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `https://127.0.0.1:${port}`, stop: () => server.close() };
}
