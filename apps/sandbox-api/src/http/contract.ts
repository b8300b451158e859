import type { MiddlewareHandler } from 'hono';
import type { SandboxLogger } from '../config';
import type { ContractValidator } from '../contract/validator';
import { ErrorCode, ValidationError } from '../errors';
import { readJson } from './body';
import type { SandboxEnv } from './env';

/**
 * Holds the sandbox to the OpenAPI document. A request that breaks it answers 400 with an
 * `errors` object; an answer that breaks it is replaced by a 500 naming every problem (and
 * logged), so the test that caused it fails with the reason instead of passing on a wrong shape.
 */
export function contractMiddleware(
  validator: ContractValidator,
  logger: SandboxLogger,
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const matched = validator.match(c.req.method, url.pathname);
    if (!matched) return next();
    const { operation, pathParams } = matched;
    c.set('operation', operation);
    const body = operation.body ? await readJson(c) : undefined;
    const errors = validator.checkRequest(operation, {
      pathParams,
      query: url.searchParams,
      headers: c.req.raw.headers,
      body,
    });
    if (errors) throw new ValidationError('The request does not match the API contract.', errors);
    await next();
    const text = c.res.body ? await c.res.clone().text() : '';
    const problems = validator.checkResponse(operation, c.res.status, text);
    if (problems.length === 0) return;
    const message = `The sandbox broke the API contract on ${c.req.method} ${url.pathname} (${c.res.status})`;
    logger.error(`${message}:\n  ${problems.join('\n  ')}`);
    c.res = new Response(
      JSON.stringify({ code: ErrorCode.contractViolation, message, errors: { response: problems } }),
      { status: 500, headers: { 'content-type': 'application/json' } },
    );
  };
}
