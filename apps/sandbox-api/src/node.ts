import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { SandboxOptions } from './config';
import type { SandboxEnv } from './http/env';
import { ConnectionDropped } from './http/inject-faults';
import { createSandbox, type Sandbox } from './sandbox';

/** A sandbox listening on a port. */
export interface SandboxServer {
  /** `http://127.0.0.1:4010` */
  url: string;
  port: number;
  sandbox: Sandbox;
  server: Server;
  close(): Promise<void>;
}

/** Where to listen. */
export interface ListenOptions {
  /** 0 picks a free port. @default 4010 */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
}

/**
 * Starts the sandbox on Node's HTTP server: the transport of `pnpm start`, the bench and the
 * tests that need real sockets (contract walk, concurrency, dropped connections).
 */
export function startSandboxServer(options: SandboxOptions & ListenOptions = {}): Promise<SandboxServer> {
  const { port = 4010, hostname = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  // Over the network, JSON, SVG and text answers are gzipped when the client accepts it, as the
  // production API's hosts do: a browser's timings then carry the bytes a visitor's would (the
  // landing's answer is 21 kB of JSON, 3–4 kB gzipped). The in-process `fetch` stays as it was:
  // its callers read the body as it is. Errors are rethrown for `errorHandler` below.
  const transport = new Hono<Pick<SandboxEnv, 'Bindings'>>();
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
  const server = createServer(listener);
  // Keep-alive sockets would hold `close()` open after a test.
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${hostname}:${actual}`,
        port: actual,
        sandbox,
        server,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
