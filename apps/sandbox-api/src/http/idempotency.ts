import type { MiddlewareHandler } from 'hono';
import { ErrorCode, ValidationError } from '../errors';
import { DISTRIBUTOR_HEADER } from './distributor';
import type { SandboxEnv } from './env';

/** The header a replayed answer carries, so tests can tell a replay from a fresh answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * `Idempotency-Key` on POST: the first request runs and its answer is kept (24 hours); a repeat
 * with the same key and body gets that answer again and creates nothing; a repeat with another
 * body is refused (400, code 45). Server errors are not kept, so a retry after a 5xx runs again.
 * A key belongs to its distributor and booking session (none, for a call without one): the same
 * key from another session or distributor is another key, so nobody learns that a key is taken,
 * nor receives another visitor's answer.
 */
export function idempotencyMiddleware(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (c.req.method !== 'POST' || !key) return next();
    const path = new URL(c.req.url).pathname;
    const scope = [c.req.header(DISTRIBUTOR_HEADER) ?? '', c.req.header('Booking-Session') ?? '', path, key];
    const fingerprint = await c.req.text();
    const { idempotency } = c.get('state');
    for (;;) {
      const decision = idempotency.begin(scope.join('\n'), fingerprint);
      if (decision.kind === 'mismatch') {
        const message = 'This Idempotency-Key was already used with another request.';
        throw new ValidationError(
          message,
          { 'header.Idempotency-Key': [message] },
          ErrorCode.idempotencyMismatch,
        );
      }
      if (decision.kind === 'replay') {
        const answer = await decision.answer;
        // The first attempt failed on the server's side: this one runs for real.
        if (!answer) continue;
        const headers = new Headers(answer.headers);
        headers.set(REPLAYED_HEADER, 'true');
        return new Response(answer.body || null, { status: answer.status, headers });
      }
      try {
        await next();
      } catch (error) {
        decision.settle(undefined);
        throw error;
      }
      if (c.res.status >= 500) decision.settle(undefined);
      else {
        // Read and put back rather than cloned: Node 20 retains a cloned answer's tee.
        const { status, headers } = c.res;
        const body = c.res.body ? await c.res.text() : '';
        c.res = new Response(body || null, { status, headers });
        decision.settle({ status, headers: [...headers], body });
      }
      return;
    }
  };
}
