// @ts-check
// A throwaway TLS certificate for servers on 127.0.0.1: the bench serves its pages over HTTPS
// (HTTP/2 needs TLS in a browser), and the sandbox's HTTPS transport is tested with one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1 and its key (PEM; P-256, valid one day), made with the
 * system's `openssl`. A browser visiting a server that uses it must be told to accept it
 * (Chromium's `--ignore-certificate-errors`, Playwright's `ignoreHTTPSErrors`; Node: a `ca` of it).
 * @returns {{ key: Buffer; cert: Buffer }}
 */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'coras-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`Making a local TLS certificate needs openssl (apt-get install openssl): ${error}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
