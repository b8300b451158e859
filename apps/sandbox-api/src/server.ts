import { readFileSync } from 'node:fs';
import { optionsFromEnv } from './config';
import { reclaimMemoryWhenIdle } from './memory';
import { startSandboxServer } from './node';

// `pnpm start`: the sandbox on PORT (4010) with the SANDBOX_* knobs of the README; HTTPS when
// TLS_KEY_FILE and TLS_CERT_FILE name a PEM key and certificate. `pnpm dev` (`--beside-playground`)
// runs beside the playground in one environment, where PORT is the playground's: there SANDBOX_PORT.
const portVariable = process.argv.includes('--beside-playground') ? 'SANDBOX_PORT' : 'PORT';
const port = Number(process.env[portVariable] || 4010);
const hostname = process.env.HOST ?? '127.0.0.1';
const { TLS_KEY_FILE: keyFile, TLS_CERT_FILE: certFile } = process.env;
if (Boolean(keyFile) !== Boolean(certFile))
  throw new Error('Set both TLS_KEY_FILE and TLS_CERT_FILE to serve HTTPS, or neither for HTTP.');
const tls = keyFile && certFile ? { key: readFileSync(keyFile), cert: readFileSync(certFile) } : undefined;

// Names besides localhost, 127.0.0.1 and [::1] the sandbox may be reached by (README: "Host").
const allowedHosts = (process.env.SANDBOX_ALLOWED_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

const running = await startSandboxServer({ ...optionsFromEnv(), port, hostname, tls, allowedHosts });
const { url } = running;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
// Issue 20 item 11: after a burst, give the memory back once the server is quiet (see memory.ts).
reclaimMemoryWhenIdle(running, {
  onReclaim: ({ rssBefore, rssAfter, sessions, keys }) =>
    console.log(
      `Memory reclaimed after idle: resident ${mb(rssBefore)} -> ${mb(rssAfter)} (${sessions} sessions, ${keys} idempotency keys kept)`,
    ),
});
console.log(`Coras sandbox API listening on ${url} (try ${url}/v2/locations/search?query=dubl)`);
