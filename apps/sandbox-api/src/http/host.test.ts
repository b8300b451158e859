import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../node';
import { isAllowedHost, type Listening } from './host';

// Issue 28 item 6: the sandbox is a development server on the visitor's machine. A page of
// another site can have its own name resolve to 127.0.0.1 (DNS rebinding) and then call the
// sandbox as a same-origin page; only the Host header tells that request apart.

/** One request over a raw socket with the `Host` header given (fetch would set its own). */
function send(server: SandboxServer, path: string, host: string, body?: unknown) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const headers = {
      Host: host,
      'Coras-Distributor': 'host-test',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    };
    const method = body === undefined ? 'GET' : 'POST';
    const outgoing = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('which hosts the sandbox answers to', () => {
  const at: Listening = { scheme: 'http', hostname: '127.0.0.1', port: 4010 };

  it.each([
    ['127.0.0.1:4010', true],
    ['localhost:4010', true],
    ['LOCALHOST:4010', true],
    ['[::1]:4010', true],
    // Loopback names on any port: a local proxy (a dev server, a test's fault host) forwards its own.
    ['127.0.0.1:4011', true],
    ['localhost', true],
    ['192.168.1.20:4010', false],
    ['attacker.example:4010', false],
    ['attacker.example', false],
    ['127.0.0.1.attacker.example:4010', false],
    ['localhost@attacker.example:4010', false],
    ['', false],
  ])('%j: %s', (host, allowed) => {
    expect(isAllowedHost(host, at)).toBe(allowed);
  });

  it('answers to the name it listens on, on its port only, and on port 80 or 443 to a Host without a port', () => {
    expect(isAllowedHost('192.168.1.20:4010', { ...at, hostname: '192.168.1.20' })).toBe(true);
    expect(isAllowedHost('192.168.1.20:4011', { ...at, hostname: '192.168.1.20' })).toBe(false);
    expect(isAllowedHost('[::1]:4010', { ...at, hostname: '::1' })).toBe(true);
    expect(isAllowedHost('0.0.0.0:4010', { ...at, hostname: '0.0.0.0' })).toBe(false);
    expect(isAllowedHost('localhost', { ...at, port: 80 })).toBe(true);
    expect(isAllowedHost('localhost', { scheme: 'https', hostname: '127.0.0.1', port: 443 })).toBe(true);
  });

  it('answers to the hosts configured: a name on any port, a name and port, a domain', () => {
    const allowed = ['sandbox.lan', 'phone.lan:8443', '.tunnel.test'];
    expect(isAllowedHost('sandbox.lan:4010', at, allowed)).toBe(true);
    expect(isAllowedHost('sandbox.lan:9999', at, allowed)).toBe(true);
    expect(isAllowedHost('phone.lan:8443', at, allowed)).toBe(true);
    expect(isAllowedHost('phone.lan:4010', at, allowed)).toBe(false);
    expect(isAllowedHost('tunnel.test', at, allowed)).toBe(true);
    expect(isAllowedHost('abc.tunnel.test:443', at, allowed)).toBe(true);
    expect(isAllowedHost('eviltunnel.test', at, allowed)).toBe(false);
    expect(isAllowedHost('sandbox.lan.attacker.example', at, allowed)).toBe(false);
  });
});

describe('the Host check over HTTP', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0, allowedHosts: ['sandbox.lan'] });
  });
  afterAll(() => server.close());

  it('answers the loopback names on its own port and the hosts configured', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `[::1]:${server.port}`]) {
      expect((await send(server, '/v2/geolocation', host)).status, host).toBe(200);
    }
    expect((await send(server, '/v2/geolocation', `sandbox.lan:${server.port}`)).status).toBe(200);
  });

  it('refuses another name resolved to this machine with 403 in the API error shape, reads and controls alike', async () => {
    const offset = server.sandbox.state.clock.offsetMs;
    for (const path of ['/v2/geolocation', '/sandbox/fixtures', '/']) {
      const answer = await send(server, path, `rebound.attacker.example:${server.port}`);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({
        code: 43,
        message: expect.stringContaining('SANDBOX_ALLOWED_HOSTS'),
        errors: { 'header.Host': [expect.any(String)] },
      });
    }
    // A loopback name on another port is a local proxy in front of the sandbox, never a rebound site.
    expect((await send(server, '/v2/geolocation', `127.0.0.1:${server.port + 1}`)).status).toBe(200);
    const moved = await send(server, '/sandbox/clock', `rebound.attacker.example:${server.port}`, {
      advance_ms: 60_000,
    });
    expect(moved.status).toBe(403);
    expect(server.sandbox.state.clock.offsetMs).toBe(offset);
  });
});
