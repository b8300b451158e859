import type { MiddlewareHandler } from 'hono';
import { ErrorCode, SessionError, ValidationError } from '../errors';
import type { SandboxEnv } from './env';
import { type FaultSpec, FaultSyntaxError, parseFaultSpec } from './faults';

/**
 * Thrown for the `drop` fault: in-process, the sandbox's `fetch` rejects with it (a `TypeError`,
 * as `fetch` rejects on a network failure); over HTTP, the socket is destroyed first.
 */
export class ConnectionDropped extends TypeError {
  constructor() {
    super('fetch failed: the sandbox dropped the connection (fault "drop")');
    this.name = 'ConnectionDropped';
  }
}

/** Paths faults never touch: the sandbox's own controls, so a test can always undo a fault. */
const isControlPath = (path: string) =>
  path.startsWith('/sandbox/') && !path.startsWith('/sandbox/payments/');

/** The header's fault spec, or a 400 when it does not parse. */
function headerSpec(value: string | undefined): FaultSpec | undefined {
  if (!value) return undefined;
  try {
    return parseFaultSpec(value);
  } catch (error) {
    if (error instanceof FaultSyntaxError)
      throw new ValidationError(error.message, { 'header.X-Sandbox-Fault': [error.message] });
    throw error;
  }
}

/** Applies the process's faults and the request's `X-Sandbox-Fault` (see `faults.ts` for the directives). */
export function faultMiddleware(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method === 'OPTIONS' || isControlPath(path)) return next();
    const state = c.get('state');
    const decision = state.faults.decide(path, headerSpec(c.req.header('X-Sandbox-Fault')));
    if (decision.latencyMs > 0) await state.options.sleep(decision.latencyMs);
    switch (decision.outcome) {
      case undefined:
        return next();
      case 'drop':
        c.env?.incoming?.socket.destroy();
        throw new ConnectionDropped();
      case 'unauthorized':
        return c.json(
          new SessionError('Sandbox fault: the booking session is unknown or expired.').toBody(),
          401,
        );
      case 'rate-limit':
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return c.json({ code: ErrorCode.fault, message: 'Sandbox fault: too many requests.' }, 429);
      case 'error':
        return c.json(
          { code: ErrorCode.fault, message: `Sandbox fault: injected ${decision.errorStatus}.` },
          decision.errorStatus,
        );
      case 'malformed': {
        await next();
        const text = c.res.body ? await c.res.text() : '';
        // Half of the real answer (or the start of an object): never valid JSON.
        const broken = text.length > 2 ? text.slice(0, Math.ceil(text.length / 2)) : '{"truncated';
        c.res = new Response(broken, {
          status: c.res.status === 204 ? 200 : c.res.status,
          headers: { 'content-type': 'application/json' },
        });
        return;
      }
    }
  };
}
