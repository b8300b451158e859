import type { Context, MiddlewareHandler } from 'hono';
import { ApiProblem, ErrorCode, ValidationError } from '../errors';
import type { SandboxEnv } from './env';

/**
 * The request's JSON body (undefined when empty), parsed once per request; unparsable JSON
 * answers 400 with an `errors` entry for `body`.
 */
export async function readJson(c: Context<SandboxEnv>): Promise<unknown> {
  const parsed = c.get('body');
  if (parsed !== undefined) return parsed;
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    c.set('body', value);
    return value;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ValidationError('The body is not valid JSON.', { body: [reason] });
  }
}

/** The largest request body the sandbox reads: larger ones answer 413. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request body over {@link MAX_BODY_BYTES} with 413 before it is parsed: by its
 * `Content-Length` when it declares one, else while reading it (the read stops there). The text
 * read is handed to Hono's body cache, so later readers (`readJson`, forms) reuse it. Hono's own
 * `bodyLimit` re-wraps the request in a new `Request`, which Node 20 retains (~2 kB per request).
 */
export function bodyLimitMiddleware(): MiddlewareHandler<SandboxEnv> {
  const tooLarge = (c: Context<SandboxEnv>) =>
    c.json(
      new ApiProblem(413, ErrorCode.invalidRequest, 'The request body is larger than 1 MB.', {
        body: ['must be at most 1 MB'],
      }).toBody(),
      413,
    );
  return async (c, next) => {
    const { body, headers } = c.req.raw;
    if (!body) return next();
    if (Number(headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge(c);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    (c.req.bodyCache as unknown as { text?: Promise<string> }).text = Promise.resolve(
      new TextDecoder().decode(bytes),
    );
    return next();
  };
}
