import type { Hono } from 'hono';
import type { SandboxOptions } from './config';
import type { SandboxEnv } from './http/env';
import { createSandbox } from './sandbox';

export { isLocalOrigin } from './http/cors';

/** The sandbox as a Hono app (`app.fetch(request)` serves it in-process). Prefer {@link createSandbox}. */
export function createSandboxApp(options: SandboxOptions = {}): Hono<SandboxEnv> {
  return createSandbox(options).app;
}
