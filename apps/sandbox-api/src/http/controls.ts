import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../errors';
import { isLocalOrigin } from './cors';
import type { SandboxEnv } from './env';

/** The sandbox's own controls (reset, clock, faults, messages); not the card stand-in's calls. */
const CONTROL_PATH = /^\/sandbox\/(?!payments\/)/;

const READS = ['GET', 'HEAD', 'OPTIONS'];

/** Whether a `Content-Type` is JSON: a type no HTML form can send and no page sends cross-site unasked. */
const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/**
 * Refuses a call that changes the sandbox's controls (`POST /sandbox/reset`, `POST /sandbox/clock`,
 * `PUT`/`DELETE /sandbox/faults`, `DELETE /sandbox/support-messages`) from another site: its
 * `Origin` must be a local one (`localhost`, `127.0.0.1`, `[::1]`, any port — the developer's own
 * playground and Storybook), or, without `Origin`, `Sec-Fetch-Site` must not say `cross-site`.
 * A POST must also be JSON: a form on any site can post a simple request to 127.0.0.1 without
 * asking, while a JSON one is preflighted, and CORS lets only local origins through. 403 or 415,
 * `code: 43`, in the API's error shape.
 */
export function controlGuard(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (READS.includes(c.req.method) || !CONTROL_PATH.test(new URL(c.req.url).pathname)) return next();
    const origin = c.req.header('Origin');
    const crossSite =
      origin === undefined ? c.req.header('Sec-Fetch-Site') === 'cross-site' : !isLocalOrigin(origin);
    if (crossSite)
      return c.json(
        {
          code: ErrorCode.refused,
          message: `The sandbox's controls take calls from local pages only (localhost, 127.0.0.1, [::1]), not from ${origin ?? 'another site'}.`,
          errors: {
            [origin === undefined ? 'header.Sec-Fetch-Site' : 'header.Origin']: ['must be a local page'],
          },
        },
        403,
      );
    if (c.req.method === 'POST' && !isJson(c.req.header('Content-Type')))
      return c.json(
        {
          code: ErrorCode.refused,
          message:
            'Send the sandbox’s controls as JSON (Content-Type: application/json, the body may be empty): a form of another site cannot.',
          errors: { 'header.Content-Type': ['must be application/json'] },
        },
        415,
      );
    return next();
  };
}
