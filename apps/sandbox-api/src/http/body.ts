import type { Context } from 'hono';
import { ValidationError } from '../errors';
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
