// @ts-check
// The servers a browser check of a built app needs, on 127.0.0.1: the sandbox API, started as
// `pnpm start` starts it, and a static server that serves a build as a production host would. The
// bench (over HTTPS with HTTP/2, as Lighthouse should see it) and the consumer fixtures (plain HTTP)
// both start theirs here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { localCertificate } from './tls.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {object} Running
 * @property {string} url the origin, e.g. `http://127.0.0.1:4610`
 * @property {() => Promise<void>} stop
 */

/**
 * The sandbox as `pnpm start` starts it (apps/sandbox-api, through tsx), on `port` (0: any free
 * one). With `tls`, over HTTPS with a throwaway certificate (`TLS_KEY_FILE`, `TLS_CERT_FILE`): a
 * page served over HTTPS must not take its data over plain HTTP (mixed content).
 * @param {{ port?: number; tls?: boolean; env?: Record<string, string> }} [options]
 * @returns {Promise<Running>}
 */
export async function startSandbox({ port = 0, tls = false, env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'coras-sandbox-'));
  /** @type {Record<string, string>} */
  const certificate = {};
  if (tls) {
    const { key, cert } = localCertificate();
    writeFileSync(join(dir, 'key.pem'), key);
    writeFileSync(join(dir, 'cert.pem'), cert);
    Object.assign(certificate, { TLS_KEY_FILE: join(dir, 'key.pem'), TLS_CERT_FILE: join(dir, 'cert.pem') });
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/sandbox-api'),
    env: { ...process.env, ...env, ...certificate, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code} before listening`)));
      child.stdout.on('data', (chunk) => {
        const found = /listening on (https?:\/\/[\d.]+:\d+)/.exec(String(chunk));
        if (found?.[1]) resolve(found[1]);
      });
    });
    return {
      url: String(url),
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
});

/**
 * @typedef {object} StaticOptions
 * @property {string} dir the folder served at `/`
 * @property {Record<string, string>} [mounts] more folders, by path prefix (`{ '/coras/': '…/dist/bundle' }`)
 * @property {string | null} [fallback] the page of `dir` served for a path that is no file (a
 *   single-page app with addresses); `null`: 404
 * @property {number} [port] 0 (the default): any free port
 * @property {boolean} [tls] HTTPS with HTTP/2 and a throwaway certificate, else plain HTTP/1.1
 */

/**
 * Serves a build as a production host would: text compressed with gzip when asked, hashed assets
 * cached for a year. Over `tls`, HTTP/2: over HTTP/1.1 a browser opens at most six connections to a
 * host, and a page's two dozen small chunks queue for them a round trip per wave, which no real
 * host makes a visitor do (Lighthouse judges what it saw travel).
 * @param {StaticOptions} options
 * @returns {Promise<Running>}
 */
export async function startStatic({ dir, mounts = {}, fallback = 'index.html', port = 0, tls = false }) {
  /** @type {import('node:http').RequestListener} */
  const handle = (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
    const base = mount ? String(mounts[mount]) : dir;
    let file = join(base, mount ? path.slice(mount.length) : path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(base + sep) || !existsSync(file)) {
      if (fallback === null || mount) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(dir, fallback);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = { 'content-type': type };
    if (/[\\/]assets[\\/]/.test(file)) headers['cache-control'] = 'public, max-age=31536000, immutable';
    const body = readFileSync(file);
    if (
      /^(text|application\/json|image\/svg)/.test(type) &&
      /gzip/.test(String(request.headers['accept-encoding']))
    ) {
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      response.end(gzipSync(body));
      return;
    }
    response.writeHead(200, headers).end(body);
  };
  const server = tls
    ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, /** @type {never} */ (handle))
    : createServer(handle);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${bound}`,
    stop: () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
