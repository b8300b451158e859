import { ValidationError } from '../errors';

/**
 * A request header that gives the hold made by this `POST /v2/reservations` its own length, so a
 * browser test can watch one visitor's hold expire while every other hold keeps the sandbox's.
 */
export const HOLD_TTL_HEADER = 'X-Sandbox-Hold-Ttl-Ms';

/** The header's hold length in milliseconds; `undefined` without it; a 400 when it is not a whole number ≥ 1000. */
export function holdTtlFromHeader(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms < 1000)
    throw new ValidationError(`${HOLD_TTL_HEADER} must be a whole number of milliseconds, at least 1000.`, {
      [`header.${HOLD_TTL_HEADER}`]: ['must be a whole number of milliseconds, at least 1000'],
    });
  return ms;
}
