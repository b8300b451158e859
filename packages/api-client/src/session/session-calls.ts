/**
 * The paths bound to the booking session: the operations the OpenAPI document secures with
 * `bookingSession`. Only their 401 says the session is gone (a test keeps this list and the
 * document in step).
 */
const SESSION_PATHS: ReadonlySet<string> = new Set([
  '/{api_version}/availability/check',
  '/{api_version}/reservations',
  '/{api_version}/reservations/check',
  '/{api_version}/reservations/{reservation_id}',
]);

/** Whether a call to `path` (the document's template) is bound to the booking session. */
export function isSessionCall(path: string): boolean {
  return SESSION_PATHS.has(path);
}
