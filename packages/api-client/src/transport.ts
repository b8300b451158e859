import { type CorasLogger, consoleLogger } from './logger';
import {
  backoffDelay,
  globalTimers,
  isRetryableStatus,
  parseTimeHeader,
  type RetryOptions,
  type TimerProvider,
  wait,
} from './retry';
import type { SessionStore } from './session/session-store';

/** The header that carries the booking session (documented in the OpenAPI document's `security`). */
export const SESSION_HEADER = 'Booking-Session';
/** The response header that refreshes the session's expiry. */
export const SESSION_EXPIRES_HEADER = 'booking-session-expires';

/** The retry rules of every call (spec 1 §8), with their effects injected. */
export interface RetryPolicy {
  fetch: (request: Request) => Promise<Response>;
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

/** What the transport needs; every effect is injected. */
export interface TransportOptions extends RetryPolicy {
  sessionStore: SessionStore;
}

/** How one call is sent. */
export interface TransportCall {
  /**
   * The call is bound to the booking session (the document's `bookingSession` security): only its
   * 401 says the session is gone. @default false
   */
  sessionCall?: boolean;
  /** How long one attempt of this call may take. @default the policy's `timeoutMs` */
  timeoutMs?: number | undefined;
  /** When the whole call must be over (`CallOptions.deadline`). */
  deadline?: AbortSignal | undefined;
}

/** Why an attempt ended without an answer: its timeout. The client reports it as `timedOut`. */
export class NoAnswerError extends Error {}

/** Statuses whose answer has no body (a `Response` built with one would throw). */
const NO_BODY = [101, 204, 205, 304];

/**
 * Sends `outgoing` once, with a deadline of `timeoutMs` on the policy's timers that also covers
 * reading the answer's body: a host that never answers (or stalls mid-answer) fails the attempt as
 * a network failure would, and the retries apply (issue 20 §5). `signal` still cancels it, and
 * the call's `deadline` ends it as an attempt without an answer.
 */
export async function timedFetch(
  outgoing: Request,
  signal: AbortSignal,
  policy: RetryPolicy,
  timeoutMs: number,
  deadline?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  // The deadline ends the attempt even where the fetch does not follow its signal (an integrator's
  // own fetch, or a request the runtime is still opening when the signal fires).
  const stopped = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
  );
  const cancel = () => controller.abort(signal.reason);
  const expire = () => controller.abort(deadline?.reason);
  if (signal.aborted) cancel();
  else if (deadline?.aborted) expire();
  signal.addEventListener('abort', cancel);
  deadline?.addEventListener('abort', expire);
  const timer = policy.timers.setTimeout(
    () => controller.abort(new NoAnswerError(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const answer = await Promise.race([
      policy.fetch(new Request(outgoing, { signal: controller.signal })),
      stopped,
    ]);
    return new Response(
      NO_BODY.includes(answer.status) ? null : await Promise.race([answer.arrayBuffer(), stopped]),
      answer,
    );
  } finally {
    policy.timers.clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
    deadline?.removeEventListener('abort', expire);
  }
}

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
 * Sends `request` through `attempt` under the retry rules: network failures and 408, 429
 * (honouring `Retry-After`) and 5xx answers are tried again after an exponential backoff with
 * jitter, `retries` times at most; other answers come back at once. Each attempt must send a clone.
 * Once `deadline` fires no attempt starts: the last attempt's answer or failure is the outcome.
 */
export async function sendWithRetries<Result extends { response: Response }>(
  request: Request,
  attempt: () => Promise<Result>,
  policy: RetryPolicy,
  deadline?: AbortSignal,
): Promise<Result> {
  if (deadline?.aborted) throw deadline.reason;
  for (let retry = 1; ; retry++) {
    const last = retry > policy.retries;
    let delay: number;
    let reason: string;
    // The attempt's outcome, which ends the call if the deadline fires before the next attempt.
    let answered: Result | undefined;
    let failure: unknown;
    try {
      const result = await attempt();
      const { status } = result.response;
      if (last || !isRetryableStatus(status)) return result;
      const now = policy.now();
      const retryAt =
        status === 429 || status === 503
          ? parseTimeHeader(result.response.headers.get('Retry-After'), now)
          : undefined;
      delay =
        retryAt === undefined
          ? backoffDelay(retry, policy.baseDelayMs, policy.random)
          : Math.min(Math.max(0, retryAt - now), policy.maxRetryAfterMs);
      answered = result;
      reason = `answered ${status}`;
    } catch (error) {
      if (request.signal.aborted || deadline?.aborted || last) throw error;
      delay = backoffDelay(retry, policy.baseDelayMs, policy.random);
      failure = error;
      reason = `failed (${String(error)})`;
    }
    policy.logger.warn(`${describe(request)} ${reason}; retry ${retry} of ${policy.retries} in ${delay} ms`);
    try {
      await wait(delay, policy.timers, request.signal, deadline);
    } catch (stop) {
      // The caller's abort, else the deadline: the last attempt's outcome ends the call.
      if (request.signal.aborted) throw stop;
      if (answered) return answered;
      throw failure;
    }
    // The answer is dropped: release its body.
    await answered?.response.body?.cancel().catch(() => undefined);
  }
}

/** Options of {@link createRetryingFetch}, the same names as the client's. */
export interface RetryingFetchOptions {
  /** @default globalThis.fetch */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** @default 3 retries after 1000, 2000, 4000 ms plus up to 50% jitter */
  retry?: RetryOptions | undefined;
  /** Where retries are reported. @default the console */
  logger?: CorasLogger | undefined;
  /** @default the global timers */
  timers?: TimerProvider | undefined;
  /** @default Date.now */
  now?: (() => number) | undefined;
  /** How long one attempt may take, the answer read. @default 15 000 ms */
  timeoutMs?: number | undefined;
}

/** The client's retry policy from its options (one home for the defaults). */
export function retryPolicy(options: RetryingFetchOptions): RetryPolicy {
  return {
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    logger: options.logger ?? consoleLogger,
    timers: options.timers ?? globalTimers,
    now: options.now ?? Date.now,
    retries: options.retry?.retries ?? 3,
    baseDelayMs: options.retry?.baseDelayMs ?? 1000,
    maxRetryAfterMs: options.retry?.maxRetryAfterMs ?? 30_000,
    random: options.retry?.random ?? Math.random,
    timeoutMs: options.timeoutMs ?? 15_000,
  };
}

/**
 * The `fetch` the typed client runs on. It applies the cross-cutting rules of spec 1 §7–§8 to
 * every call:
 * - the booking session header whenever a session exists (a header the call names itself is
 *   sent only while none does);
 * - retries of network failures and of 408, 429 (honouring `Retry-After`) and 5xx answers, with
 *   exponential backoff and jitter; other answers come back at once;
 * - on 401 of a session call that carried the session still stored, the session is forgotten (a
 *   401 of any other call says nothing about the session, so a live basket is never orphaned);
 *   a GET that carried the session is sent once more without it;
 * - a `booking-session-expires` header refreshes the stored session's expiry;
 * - each attempt ends after `timeoutMs` (the whole answer read), counted as a network failure;
 * - once the call's `deadline` fires, no attempt starts and the one under way ends.
 * The request it receives is never consumed: each attempt sends a clone, so a retried POST carries
 * the same body and the same `Idempotency-Key`.
 */
export function createTransport(
  options: TransportOptions,
): (request: Request, call?: TransportCall) => Promise<Response> {
  const { sessionStore, logger } = options;

  async function attempt(
    request: Request,
    withSession: boolean,
    timeoutMs: number,
    deadline: AbortSignal | undefined,
  ): Promise<{ response: Response; sentSession: string | undefined }> {
    const outgoing = request.clone();
    const session = withSession ? sessionStore.get() : undefined;
    if (session !== undefined) outgoing.headers.set(SESSION_HEADER, session);
    // A call may name the session it belongs to while the client holds none: the transactions of
    // a basket paid in a session that was cleared since (another tab saw it paid first).
    else if (!withSession) outgoing.headers.delete(SESSION_HEADER);
    const response = await timedFetch(outgoing, request.signal, options, timeoutMs, deadline);
    const id = sessionStore.get();
    if (id !== undefined) storeSession(sessionStore, id, response, options.now(), logger);
    return { response, sentSession: session };
  }

  return async function corasFetch(request: Request, call: TransportCall = {}): Promise<Response> {
    const timeoutMs = call.timeoutMs ?? options.timeoutMs;
    const { deadline } = call;
    const withRetries = (withSession: boolean) =>
      sendWithRetries(request, () => attempt(request, withSession, timeoutMs, deadline), options, deadline);
    const { response, sentSession } = await withRetries(true);
    if (response.status !== 401) return response;
    // spec 1 §8: a 401 means the session is gone; a GET is worth once more without it. Only the
    // answer of a call bound to the session, about the very session it sent, may drop it: a
    // session opened meanwhile, or a 401 of a call that does not use it, leaves it alone.
    if (sentSession !== undefined && call.sessionCall === true && sessionStore.get() === sentSession) {
      sessionStore.clear();
      logger.warn(`${describe(request)} answered 401: the booking session was removed`);
    }
    if (request.method !== 'GET' || sentSession === undefined) return response;
    await response.body?.cancel().catch(() => undefined);
    return (await withRetries(false)).response;
  };
}
