import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The raw query string, to assert serialisation exactly. */
  search: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * What a handler answers: a status, headers and a body (objects are sent as JSON); `'drop'` to cut
 * the connection; `'hang'` never to answer; or `'stall'` to send the headers and the start of a
 * JSON body, then nothing (both until the client gives up or the server closes).
 */
export type Reply =
  | { status?: number; headers?: Record<string, string>; body?: unknown; raw?: string }
  | 'drop'
  | 'hang'
  | 'stall';

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1 for the client's tests. Each test queues the answers it wants
 * (`reply`, consumed in order, the last one repeating) and reads back what the client sent.
 */
export interface TestServer {
  url: string;
  requests: ReceivedRequest[];
  /** Answers the next requests with these handlers, one each; the last keeps answering. */
  reply(...handlers: Array<Handler | Reply>): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let queue: Array<Handler | Reply> = [];
  const requests: ReceivedRequest[] = [];

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const received: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        search: url.search,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const next = queue.length > 1 ? queue.shift() : queue[0];
      const reply = typeof next === 'function' ? await next(received) : (next ?? { status: 200, body: {} });
      if (reply === 'drop') {
        outgoing.socket?.destroy();
        return;
      }
      if (reply === 'hang') return;
      if (reply === 'stall') {
        outgoing.writeHead(200, { 'Content-Type': 'application/json' });
        outgoing.write('{"results": [');
        return;
      }
      const isJson = reply.raw === undefined && reply.body !== undefined;
      const payload = reply.raw ?? (isJson ? JSON.stringify(reply.body) : '');
      outgoing.writeHead(reply.status ?? 200, {
        ...(isJson ? { 'Content-Type': 'application/json' } : {}),
        ...reply.headers,
      });
      outgoing.end(payload);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(...handlers) {
      queue = handlers;
    },
    reset() {
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A logger that records what it was told, for assertions. */
export function recordingLogger() {
  const entries: Array<{ level: 'warn' | 'error' | 'debug'; message: string; details?: unknown }> = [];
  return {
    entries,
    warn: (message: string, details?: unknown) => entries.push({ level: 'warn', message, details }),
    error: (message: string, details?: unknown) => entries.push({ level: 'error', message, details }),
    debug: (message: string, details?: unknown) => entries.push({ level: 'debug', message, details }),
  };
}
