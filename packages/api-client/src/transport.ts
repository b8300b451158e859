import type { CorasLogger } from './logger';
import { backoffDelay, isRetryableStatus, parseTimeHeader, type TimerProvider, wait } from './retry';
import type { SessionStore } from './session/session-store';

/** The header that carries the booking session (documented in the OpenAPI document's `security`). */
export const SESSION_HEADER = 'Booking-Session';
/** The response header that refreshes the session's expiry. */
export const SESSION_EXPIRES_HEADER = 'booking-session-expires';

/** What the transport needs; every effect is injected. */
export interface TransportOptions {
  fetch: (request: Request) => Promise<Response>;
  sessionStore: SessionStore;
  logger: CorasLogger;
  timers: TimerProvider;
  now: () => number;
  retries: number;
  baseDelayMs: number;
  maxRetryAfterMs: number;
  random: () => number;
  /** How long one attempt may take, answer body included, unless the call names its own. */
  timeoutMs: number;
}

/** Statuses whose answer has no body (a `Response` built with one would throw). */
const NO_BODY = [101, 204, 205, 304];

const describe = (request: Request) => `${request.method} ${request.url}`;

/**
 * Stores the session `id` with the expiry the answer's `booking-session-expires` header names.
 * Without the header an existing expiry is kept, and a new session gets `fallbackMs` (20 minutes,
 * spec 2 §9); an unreadable header is logged and treated as absent (spec 1 §8).
 */
export function storeSession(
  store: SessionStore,
  id: string,
  response: Response | undefined,
  now: number,
  logger: CorasLogger,
  fallbackMs?: number,
): void {
  const header = response?.headers.get(SESSION_EXPIRES_HEADER) ?? null;
  const parsed = parseTimeHeader(header, now);
  if (header !== null && parsed === undefined)
    logger.warn(`Ignored an unreadable ${SESSION_EXPIRES_HEADER} header`, { value: header });
  const expiresAt = parsed ?? (fallbackMs === undefined ? undefined : now + fallbackMs);
  if (expiresAt !== undefined) store.set(id, new Date(expiresAt));
}

/**
 * The `fetch` the typed client runs on. It applies the cross-cutting rules of spec 1 §7–§8 to
 * every call:
 * - the booking session header whenever a session exists;
 * - retries of network failures and of 408, 429 (honouring `Retry-After`) and 5xx answers, with
 *   exponential backoff and jitter; other answers come back at once;
 * - on 401 the session is forgotten, and a GET that carried it is sent once more without it;
 * - a `booking-session-expires` header refreshes the stored session's expiry;
 * - each attempt ends after `timeoutMs` (the whole answer read), counted as a network failure.
 * The request it receives is never consumed: each attempt sends a clone, so a retried POST carries
 * the same body and the same `Idempotency-Key`.
 */
export function createTransport(
  options: TransportOptions,
): (request: Request, timeoutMs?: number) => Promise<Response> {
  const { sessionStore, logger } = options;

  async function attempt(
    request: Request,
    withSession: boolean,
    timeoutMs: number,
  ): Promise<{ response: Response; sentSession: boolean }> {
    // Each attempt has its own deadline: a host that never answers (or stalls mid-answer) fails
    // it as a network failure would, and the retries apply (issue 20 §5). The caller's signal
    // still cancels it.
    const controller = new AbortController();
    const cancel = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) cancel();
    request.signal.addEventListener('abort', cancel);
    const timer = options.timers.setTimeout(
      () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const outgoing = new Request(request.clone(), { signal: controller.signal });
      const session = withSession ? sessionStore.get() : undefined;
      if (session === undefined) outgoing.headers.delete(SESSION_HEADER);
      else outgoing.headers.set(SESSION_HEADER, session);
      const answer = await options.fetch(outgoing);
      const response = new Response(
        NO_BODY.includes(answer.status) ? null : await answer.arrayBuffer(),
        answer,
      );
      const id = sessionStore.get();
      if (id !== undefined) storeSession(sessionStore, id, response, options.now(), logger);
      return { response, sentSession: session !== undefined };
    } finally {
      options.timers.clearTimeout(timer);
      request.signal.removeEventListener('abort', cancel);
    }
  }

  async function withRetries(request: Request, withSession: boolean, timeoutMs: number) {
    for (let retry = 1; ; retry++) {
      const last = retry > options.retries;
      let delay: number;
      let reason: string;
      try {
        const result = await attempt(request, withSession, timeoutMs);
        const { status } = result.response;
        if (last || !isRetryableStatus(status)) return result;
        const now = options.now();
        const retryAt =
          status === 429 || status === 503
            ? parseTimeHeader(result.response.headers.get('Retry-After'), now)
            : undefined;
        delay =
          retryAt === undefined
            ? backoffDelay(retry, options.baseDelayMs, options.random)
            : Math.min(Math.max(0, retryAt - now), options.maxRetryAfterMs);
        reason = `answered ${status}`;
      } catch (error) {
        if (request.signal.aborted || last) throw error;
        delay = backoffDelay(retry, options.baseDelayMs, options.random);
        reason = `failed (${String(error)})`;
      }
      logger.warn(`${describe(request)} ${reason}; retry ${retry} of ${options.retries} in ${delay} ms`);
      await wait(delay, options.timers, request.signal);
    }
  }

  return async function corasFetch(request: Request, timeoutMs = options.timeoutMs): Promise<Response> {
    const { response, sentSession } = await withRetries(request, true, timeoutMs);
    if (response.status !== 401) return response;
    // spec 1 §8: a 401 means the session is gone; a GET is worth once more without it.
    if (sessionStore.get() !== undefined || sentSession) {
      sessionStore.clear();
      logger.warn(`${describe(request)} answered 401: the booking session was removed`);
    }
    if (request.method !== 'GET' || !sentSession) return response;
    return (await withRetries(request, false, timeoutMs)).response;
  };
}
