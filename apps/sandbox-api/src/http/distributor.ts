import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../errors';
import type { SandboxEnv } from './env';

/** The header that names the distributor on every call (the document's `distributor` scheme). */
export const DISTRIBUTOR_HEADER = 'Coras-Distributor';

const MESSAGE = `The ${DISTRIBUTOR_HEADER} header is required: send your distributor id on every call.`;

/**
 * Whether a call must name its distributor: every API call (`/v2/…`) and the card stand-in's calls
 * (`/sandbox/payments/…`), as the real service and its payment provider need it. Not the assets, not
 * the sandbox's own controls, and not the bank's authentication page or that page's form post: a
 * browser window that opens or submits a page cannot add a header.
 */
function needsDistributor(method: string, path: string, contentType: string): boolean {
  if (method === 'OPTIONS') return false;
  if (path.startsWith('/sandbox/payments/')) {
    if (!path.endsWith('/authenticate')) return true;
    return method === 'POST' && !contentType.includes('application/x-www-form-urlencoded');
  }
  return /^\/v\d+\//.test(path);
}

/**
 * Refuses a call without `Coras-Distributor` with a 400 that says so, so a client that forgets it
 * fails in our own tests rather than against the real service: the API's `Error` body for `/v2`
 * calls, the provider's error shape for the card stand-in's.
 */
export function distributorMiddleware(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (!needsDistributor(c.req.method, path, c.req.header('Content-Type') ?? '')) return next();
    if (c.req.header(DISTRIBUTOR_HEADER)?.trim()) return next();
    if (path.startsWith('/sandbox/'))
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: DISTRIBUTOR_HEADER,
            message: MESSAGE,
          },
        },
        400,
      );
    return c.json(
      {
        code: ErrorCode.invalidRequest,
        message: MESSAGE,
        errors: { [`header.${DISTRIBUTOR_HEADER}`]: ['This header is required'] },
      },
      400,
    );
  };
}
