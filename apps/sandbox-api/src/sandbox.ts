import { Hono } from 'hono';
import { type ResolvedOptions, resolveOptions, type SandboxOptions } from './config';
import { compileContract } from './contract/validator';
import type { Catalog } from './data/catalog';
import { ApiProblem, NotFoundError } from './errors';
import { bodyLimitMiddleware } from './http/body';
import { contractMiddleware } from './http/contract';
import { controlGuard } from './http/controls';
import { corsMiddleware } from './http/cors';
import { distributorMiddleware } from './http/distributor';
import type { SandboxEnv } from './http/env';
import { idempotencyMiddleware } from './http/idempotency';
import { ConnectionDropped, faultMiddleware } from './http/inject-faults';
import { assetRoutes } from './routes/assets';
import { attractionRoutes } from './routes/attractions';
import { bookingRoutes } from './routes/booking';
import { checkoutRoutes } from './routes/checkout';
import { helpRoutes } from './routes/help';
import { landingRoutes } from './routes/landing';
import { locationRoutes } from './routes/locations';
import { cardConfirmationProblem, sandboxRoutes } from './routes/sandbox';
import { createState, type SandboxState } from './state';

/** A running sandbox: one app, two transports (in-process `fetch` and `server.ts`). */
export interface Sandbox {
  /**
   * Serves one request in-process, as `fetch` would: for Storybook (e.g. through MSW), component
   * tests and the API client's `fetch` option. The `drop` fault rejects, like a network failure.
   */
  fetch(request: Request): Promise<Response>;
  /** The Hono app, for mounting or for `@hono/node-server`. */
  app: Hono<SandboxEnv>;
  /** Sessions, holds, payments, messages, faults and the clock. */
  state: SandboxState;
  /** The catalogue of the current `today`. */
  catalog(): Catalog;
  options: ResolvedOptions;
}

/**
 * Creates the sandbox Coras API.
 *
 * @example
 * const sandbox = createSandbox({ clock: createManualClock('2026-05-01T09:00:00Z') });
 * const client = createCorasClient({ apiHost: 'http://sandbox.test', distributorId: 'demo', fetch: sandbox.fetch });
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const resolved = resolveOptions(options);
  const state = createState(resolved);
  const app = new Hono<SandboxEnv>();

  app.use('*', corsMiddleware());
  // A form on any site the developer visits could otherwise reset the sandbox or move its clock.
  app.use('*', controlGuard());
  app.use('*', async (c, next) => {
    c.set('state', state);
    state.tick();
    await next();
  });
  // Bodies over 1 MB are refused before they are parsed (no request of the API comes near it; a
  // confirmation with every requirement answered is a few kB).
  app.use('*', bodyLimitMiddleware());
  app.use('*', distributorMiddleware());
  app.use('*', faultMiddleware());
  if (resolved.validation === 'enforce') {
    const { contract } = resolved;
    // Node reads the document from disk, lazily, so a browser bundle never loads node:fs.
    const source = contract
      ? compileContract(contract)
      : () => import('./contract/load').then((load) => load.contractValidator());
    app.use('*', contractMiddleware(source, resolved.logger));
  }
  app.use('*', idempotencyMiddleware());

  locationRoutes(app);
  landingRoutes(app);
  attractionRoutes(app);
  bookingRoutes(app);
  checkoutRoutes(app);
  helpRoutes(app);
  assetRoutes(app);
  sandboxRoutes(app);

  app.notFound((c) => c.json(new NotFoundError(`No such path: ${c.req.method} ${c.req.path}`).toBody(), 404));
  app.onError((error, c) => {
    // Rethrown so the transport can drop the connection (in-process: `fetch` rejects).
    if (error instanceof ConnectionDropped) throw error;
    if (error instanceof ApiProblem)
      return c.json(cardConfirmationProblem(c.req.method, c.req.path, error) ?? error.toBody(), error.status);
    resolved.logger.error(`Sandbox failure on ${c.req.method} ${c.req.path}`, error);
    return c.json({ code: 500, message: `The sandbox failed: ${error.message}` }, 500);
  });

  return {
    fetch: async (request) => app.fetch(request),
    app,
    state,
    catalog: () => state.catalog(),
    options: resolved,
  };
}
