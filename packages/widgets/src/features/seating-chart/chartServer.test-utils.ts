import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { inProcessSandbox } from '../../../test/harness.test-utils';

/**
 * The sandbox of a test, also served over HTTP on 127.0.0.1: a `<script src>` does not go through
 * the widget's `fetch`, so the seating chart's stand-in script (`GET /sandbox/seating-chart/…`) is
 * fetched from here, as a browser fetches the provider's. The API calls still use the in-process
 * `fetch` of the same sandbox, so the chart and the API share one catalogue.
 */
export function chartSandbox() {
  const sandbox = inProcessSandbox();
  let server: Server | undefined;
  const served = { origin: '', sandbox };
  beforeAll(async () => {
    server = createServer((request, response) => {
      void Promise.resolve(sandbox.app.fetch(new Request(`http://127.0.0.1${request.url ?? '/'}`))).then(
        async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
      );
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    served.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return served;
}

/** The stand-in's address, `{region}` in it, as the widget's `seatingChartUrl` takes it. */
export const standInUrl = (origin: string) => `${origin}/sandbox/seating-chart/{region}/chart.js`;

/** Forgets the chart scripts a test loaded, so the next one loads its own. */
export function forgetChartScripts() {
  for (const script of document.querySelectorAll('script[data-coras-seating-chart]')) script.remove();
  (window as { seatsio?: unknown }).seatsio = undefined;
}
