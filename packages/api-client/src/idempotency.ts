/** The header that makes a creating POST safe to retry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The POST calls that create something: a booking session, a reservation or its confirmation, a support message. */
const CREATING_PATHS: ReadonlySet<string> = new Set([
  '/{api_version}/booking-session',
  '/{api_version}/reservations',
  '/{api_version}/customer-support',
]);

/** Whether a call creates something, and so carries an `Idempotency-Key` reused on each of its retries. */
export function isCreatingCall(method: string, path: string): boolean {
  return method === 'POST' && CREATING_PATHS.has(path);
}

/**
 * 128 random bits as 32 hex digits. `crypto.getRandomValues` rather than `crypto.randomUUID`,
 * because the latter exists only in secure contexts and the widget may be embedded on a plain-http page.
 */
export function createIdempotencyKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
