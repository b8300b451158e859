// @ts-check
// The servers a browser benchmark needs, each on a free port of 127.0.0.1: the sandbox API (started
// as `pnpm start` starts it) and a static server for a built app (an unknown path serves the app's
// HTML page, as a host with address sync must).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @returns {Promise<{ url: string; stop: () => void }>} */
export async function startSandbox() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/sandbox-api'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(String(chunk));
      if (found?.[1]) resolve(found[1]);
    });
  });
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
 * Serves `dir` (compressed, as a production host would: Lighthouse judges transfer sizes).
 * @param {string} dir
 * @param {string} fallback the page served for paths that are not files
 * @returns {Promise<{ url: string; stop: () => void }>}
 */
export async function startStatic(dir, fallback = 'index.html') {
  const { gzipSync } = await import('node:zlib');
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
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
      const chunks = [];
      const stream = createReadStream(file);
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        response.end(gzipSync(Buffer.concat(chunks)));
      });
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
