import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxLogger } from '../config';
import { type ContractValidator, NotJson } from '../contract/validator';
import { ErrorCode, ValidationError } from '../errors';
import { readJson } from './body';
import type { SandboxEnv } from './env';

/**
 * The parsed JSON of the context's answer, or `undefined` when it has no body. The answer is read
 * and put back as a new `Response` of the same text: `Response.clone()` (a tee) is retained by
 * Node 20's fetch, several kB per request.
 */
async function readBody(c: Context<SandboxEnv>): Promise<unknown> {
  const response = c.res;
  if (!response.body) return undefined;
  const text = await response.text();
  c.res = new Response(text, { status: response.status, headers: response.headers });
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return new NotJson(text);
  }
}

/**
 * Holds the sandbox to the OpenAPI document. A request that breaks it answers 400 with an
 * `errors` object; an answer that breaks it is replaced by a 500 naming every problem (and
 * logged to `logger.error`), so the test that caused it fails with the reason instead of passing
 * on a wrong shape. `source` is a compiled validator, or a loader run on the first request.
 */
export function contractMiddleware(
  source: ContractValidator | (() => Promise<ContractValidator>),
  logger: SandboxLogger,
): MiddlewareHandler<SandboxEnv> {
  let ready = typeof source === 'function' ? undefined : source;
  let loading: Promise<ContractValidator> | undefined;
  return async (c, next) => {
    if (!ready && typeof source === 'function') {
      loading ??= source();
      ready = await loading;
    }
    const validator = ready;
    if (!validator) return next();
    const url = new URL(c.req.url);
    const matched = validator.match(c.req.method, url.pathname);
    if (!matched) return next();
    const { operation, pathParams } = matched;
    c.set('operation', operation);
    // A form post (the bank page's buttons) is not JSON: its fields are the route's to read.
    const isForm = (c.req.header('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
    const body = operation.body && !isForm ? await readJson(c) : undefined;
    const errors = validator.checkRequest(operation, {
      pathParams,
      query: url.searchParams,
      headers: c.req.raw.headers,
      body,
    });
    if (errors) throw new ValidationError('The request does not match the API contract.', errors);
    // Keep the value a route answers with `c.json`, so the check need not clone and re-parse the
    // body it serialised (half the cost of a landing page otherwise).
    let answered: { value: unknown } | undefined;
    const json = c.json.bind(c);
    c.json = ((value: unknown, ...rest: unknown[]) => {
      answered = { value };
      return (json as (...args: unknown[]) => Response)(value, ...rest);
    }) as typeof c.json;
    await next();
    const sent =
      answered && c.res.headers.get('content-type')?.includes('json') ? answered.value : await readBody(c);
    const problems = validator.checkResponse(operation, c.res.status, sent);
    if (problems.length === 0) return;
    const message = `The sandbox broke the API contract on ${c.req.method} ${url.pathname} (${c.res.status})`;
    logger.error(`${message}:\n  ${problems.join('\n  ')}`);
    c.res = new Response(
      JSON.stringify({ code: ErrorCode.contractViolation, message, errors: { response: problems } }),
      { status: 500, headers: { 'content-type': 'application/json' } },
    );
  };
}
