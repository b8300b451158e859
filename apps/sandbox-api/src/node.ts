import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { SandboxOptions } from './config';
import type { SandboxEnv } from './http/env';
import { hostGuard, type Listening } from './http/host';
import { ConnectionDropped } from './http/inject-faults';
import { createSandbox, type Sandbox } from './sandbox';

/** A sandbox listening on a port. */
export interface SandboxServer {
  /** `http://127.0.0.1:4010` (`https:` with `tls`) */
  url: string;
  port: number;
  sandbox: Sandbox;
  /** Node's HTTP server, or its HTTP/2 one over TLS. */
  server: Server | Http2SecureServer;
  close(): Promise<void>;
}

/** Where to listen. */
export interface ListenOptions {
  /** 0 picks a free port. @default 4010 */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
  /**
   * Serves HTTPS with this key and certificate (PEM): HTTP/2, and HTTP/1.1 for clients without it.
   * For a page on `https:` that must not load its data over plain HTTP (the bench's Lighthouse runs).
   */
  tls?: { key: string | Buffer; cert: string | Buffer } | undefined;
  /**
   * Hosts the server answers to besides `localhost`, `127.0.0.1`, `[::1]` and `hostname` on its
   * port (`SANDBOX_ALLOWED_HOSTS`): `name` (any port), `name:port`, or `.domain.test` for a domain
   * and its subdomains. Any other `Host` answers 403 (DNS rebinding). @default []
   */
  allowedHosts?: readonly string[] | undefined;
}

/**
 * Starts the sandbox on Node's HTTP server (its HTTP/2 one over TLS, given `tls`): the transport of
 * `pnpm start`, the bench and the tests that need real sockets (contract walk, concurrency,
 * dropped connections).
 */
export function startSandboxServer(options: SandboxOptions & ListenOptions = {}): Promise<SandboxServer> {
  const { port = 4010, hostname = '127.0.0.1', tls, allowedHosts = [], ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  const listening: Listening = { scheme: tls ? 'https' : 'http', hostname, port };
  // A development server on the visitor's machine answers only to the names it was started for:
  // a page of another site whose name was rebound to 127.0.0.1 must not read or steer it. The
  // address asset URLs are given under (`publicUrl`) is one of them.
  const publicHost = sandboxOptions.publicUrl ? [new URL(sandboxOptions.publicUrl).host] : [];
  // Over the network, JSON, SVG and text answers are gzipped when the client accepts it, as the
  // production API's hosts do: a browser's timings then carry the bytes a visitor's would (the
  // landing's answer is 21 kB of JSON, 3–4 kB gzipped). The in-process `fetch` stays as it was:
  // its callers read the body as it is. Errors are rethrown for `errorHandler` below.
  const transport = new Hono<Pick<SandboxEnv, 'Bindings'>>();
  transport.use(hostGuard(() => listening, [...allowedHosts, ...publicHost]));
  transport.use(compress({ encoding: 'gzip' }));
  transport.all('*', (c) => sandbox.app.fetch(c.req.raw, c.env));
  transport.onError((error) => {
    throw error;
  });
  const listener = getRequestListener((request, env) => transport.fetch(request, env), {
    // The `drop` fault already destroyed the socket: write nothing.
    errorHandler: (error) =>
      error instanceof ConnectionDropped ? undefined : new Response(null, { status: 500 }),
  });
  if (tls) {
    const secure = createSecureServer({ ...tls, allowHTTP1: true }, listener);
    // A browser's HTTP/2 session (or a client's kept-alive socket) would hold `close()` open.
    const sockets = new Set<Socket>();
    secure.on('secureConnection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    return listen(secure, listening, sandbox, () => {
      for (const socket of sockets) socket.destroy();
    });
  }
  const server = createServer(listener);
  // Keep-alive sockets would hold `close()` open after a test.
  server.keepAliveTimeout = 1000;
  return listen(server, listening, sandbox, () => server.closeAllConnections());
}

/**
 * Listens where `listening` says; port 0 is replaced there by the port picked. `closeConnections`
 * ends the open ones when the server closes.
 */
function listen(
  server: Server | Http2SecureServer,
  listening: Listening,
  sandbox: Sandbox,
  closeConnections: () => void,
): Promise<SandboxServer> {
  const { scheme, hostname } = listening;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listening.port, hostname, () => {
      const { port: actual } = server.address() as AddressInfo;
      listening.port = actual;
      resolve({
        url: `${scheme}://${hostname}:${actual}`,
        port: actual,
        sandbox,
        server,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            closeConnections();
          }),
      });
    });
  });
}
