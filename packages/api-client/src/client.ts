import {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { CallOptions } from './call-options';
import { CorasApiError, CorasConfigError, errorFromResponse } from './errors';
import { createIdempotencyKey, IDEMPOTENCY_HEADER, isCreatingCall } from './idempotency';
import { languageCode } from './language';
import type { CorasLogger } from './logger';
import type { RetryOptions, TimerProvider } from './retry';
import { API_VERSION, type CorasPaths } from './schema';
import { isSessionCall } from './session/session-calls';
import { createMemorySessionStore, type SessionStore } from './session/session-store';
import { createTransport, NoAnswerError, retryPolicy } from './transport';
import { loadResponseChecks } from './validate/load';

/** The locale used when none is configured (spec 1 §9). */
export const DEFAULT_LOCALE = 'en-GB';

/** Options of {@link createCorasClient}. */
export interface CorasClientOptions {
  /** The API's origin, e.g. `https://api.coras.example` or `http://127.0.0.1:4010`. Required. */
  apiHost: string;
  /** The distributor's identifier, sent as `Coras-Distributor` on every call. Required. */
  distributorId: string;
  /** The visitor's locale; its language part is sent as `language_code`. @default 'en-GB' */
  locale?: string;
  /**
   * Where the booking session lives. In the browser pass `createCookieSessionStore()`.
   * @default an in-memory store
   */
  sessionStore?: SessionStore;
  /** The `fetch` to send with (tests, SSR, instrumentation). @default globalThis.fetch */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** Retry policy. @default 3 retries after 1000, 2000, 4000 ms plus up to 50% jitter */
  retry?: RetryOptions;
  /** Where failures and retries are reported. @default the console */
  logger?: CorasLogger;
  /** How long a call waits for its answer before it counts as a network failure. */
  timeout?: TimeoutOptions;
  /** Timers for the waits between retries and the calls' timeouts. @default the global timers */
  timers?: TimerProvider | undefined;
  /** The clock. @default Date.now */
  now?: () => number;
}

/**
 * How long one attempt of a call may take, its answer read in full, before it fails as a network
 * failure (and is retried as one, spec 1 §8). The per-call `timeoutMs` of {@link CallOptions} wins.
 */
export interface TimeoutOptions {
  /** Every call's attempt. @default 15000 */
  requestMs?: number | undefined;
  /** The basket's confirmation, which starts the payment: the service may take longer. @default 60000 */
  confirmationMs?: number | undefined;
}

/**
 * Every call resolves to one of these and never throws. `response` is `undefined` only when no
 * answer arrived (network failure, abort) or no request was needed (a skipped call).
 */
export type CorasResult<T> =
  | { data: T; error: undefined; response: Response | undefined }
  | { data: undefined; error: CorasApiError; response: Response | undefined };

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Document paths that have `Method`. */
export type PathsWith<Method extends HttpMethod> = {
  [Path in keyof CorasPaths]: CorasPaths[Path] extends { [M in Method]: object } ? Path : never;
}[keyof CorasPaths];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type InitArgs<Init> = RequiredKeys<Init> extends never ? [init?: Init] : [init: Init];

/** The body of an operation's success answer. */
export type SuccessData<Operation, Init = object> = Extract<
  FetchResponse<Operation & Record<string | number, unknown>, Init, `${string}/${string}`>,
  { error?: never }
>['data'];

/** An operation's init with the client's {@link CallOptions} (`signal`, `timeoutMs`, `deadline`). */
type WithCallOptions<Init> = Init extends undefined ? undefined : Init & CallOptions;

/** A typed call: the document's path, its parameters and body; resolves to a {@link CorasResult}. */
export type CorasMethod<Method extends HttpMethod> = <
  Path extends PathsWith<Method>,
  Init extends WithCallOptions<MaybeOptionalInit<CorasPaths[Path], Method>>,
>(
  path: Path,
  ...init: InitArgs<Init>
) => Promise<CorasResult<SuccessData<CorasPaths[Path][Method], Init>>>;

/** The client of the Coras v2 API. */
export interface CorasClient {
  GET: CorasMethod<'get'>;
  POST: CorasMethod<'post'>;
  PUT: CorasMethod<'put'>;
  PATCH: CorasMethod<'patch'>;
  DELETE: CorasMethod<'delete'>;
  /** The booking session store the client reads and refreshes. */
  readonly session: SessionStore;
  /** The locale whose language is sent as `language_code`. */
  readonly locale: string;
  readonly logger: CorasLogger;
  readonly now: () => number;
  /** The timeouts in force, defaults applied. */
  readonly timeout: { readonly [Key in keyof TimeoutOptions]-?: number };
  /** The same client (same session, retries and logger) speaking another locale. */
  withLocale(locale: string): CorasClient;
}

function requireOption(name: 'apiHost' | 'distributorId', value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    throw new CorasConfigError(
      name,
      `createCorasClient: \`${name}\` is missing; both apiHost and distributorId are required.`,
    );
  }
  return trimmed;
}

/**
 * The base URL of an API host, or `undefined` when it is not an http(s) URL (`ftp:`,
 * `javascript:`, unparsable): the one rule for the client and every widget configuration. A host
 * without a scheme (`api.coras.example`) means https; trailing slashes go.
 *
 * @example
 * apiBaseUrl('api.coras.example/'); // 'https://api.coras.example'
 * apiBaseUrl('javascript:alert(1)'); // undefined
 */
export function apiBaseUrl(apiHost: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(apiHost.includes('://') ? apiHost : `https://${apiHost}`);
  } catch {}
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url.href.replace(/\/+$/, '') : undefined;
}

function baseUrlOf(apiHost: string): string {
  const base = apiBaseUrl(apiHost);
  if (base === undefined) {
    throw new CorasConfigError(
      'apiHost',
      `createCorasClient: \`apiHost\` "${apiHost}" is not an http(s) URL.`,
    );
  }
  return base;
}

type AnyInit = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | null;
  timeoutMs?: number;
  deadline?: AbortSignal | undefined;
};

/**
 * Creates the client of the Coras v2 API. Throws {@link CorasConfigError} naming the option when
 * `apiHost` or `distributorId` is missing (spec 1 §7: the client exists only when both are set).
 *
 * @example
 * const client = createCorasClient({ apiHost: 'http://127.0.0.1:4010', distributorId: 'demo', locale: 'de-DE' });
 * const { data, error } = await client.GET('/{api_version}/locations/search', { params: { query: { query: 'dub' } } });
 */
export function createCorasClient(options: CorasClientOptions): CorasClient {
  const baseUrl = baseUrlOf(requireOption('apiHost', options.apiHost));
  const distributorId = requireOption('distributorId', options.distributorId);
  const policy = retryPolicy(options);
  const { logger, now } = policy;
  const session = options.sessionStore ?? createMemorySessionStore();
  const timeout = {
    requestMs: options.timeout?.requestMs ?? 15_000,
    confirmationMs: options.timeout?.confirmationMs ?? 60_000,
  };
  const transport = createTransport({ ...policy, timeoutMs: timeout.requestMs, sessionStore: session });
  // Asked for now, so that the first pages' checks are loaded by the time their answers arrive.
  loadResponseChecks().catch(() => undefined);
  // The document serialises list parameters as one comma-separated value (style form, explode false).
  const querySerializer = createQuerySerializer({ array: { style: 'form', explode: false } });

  function build(locale: string): CorasClient {
    const language = languageCode(locale) || languageCode(DEFAULT_LOCALE);

    async function call(
      method: Uppercase<HttpMethod>,
      path: string,
      init: AnyInit = {},
    ): Promise<CorasResult<unknown>> {
      const key = `${method} ${path}`;
      const headers: Record<string, string> = { ...init.headers };
      if (
        isCreatingCall(method, path) &&
        !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')
      ) {
        headers[IDEMPOTENCY_HEADER] = createIdempotencyKey();
      }
      const params = {
        ...init.params,
        path: { api_version: API_VERSION, ...init.params?.path },
        query: { language_code: language, ...init.params?.query },
      };
      let response: Response | undefined;
      const fail = (error: CorasApiError): CorasResult<unknown> => {
        if (error.kind === 'aborted') logger.debug?.(`${key} aborted`);
        else
          logger.error(error.message, {
            status: error.status,
            code: error.code,
            fieldErrors: error.fieldErrors,
          });
        return { data: undefined, error, response };
      };

      try {
        const url = createFinalURL(path, {
          baseUrl,
          params,
          querySerializer,
          pathSerializer: defaultPathSerializer,
        });
        if (init.body !== undefined) headers['Content-Type'] = 'application/json';
        headers['Coras-Distributor'] = distributorId;
        response = await transport(
          new Request(url, {
            method,
            headers,
            body: init.body === undefined ? null : JSON.stringify(init.body),
            signal: init.signal ?? null,
          }),
          { sessionCall: isSessionCall(path), timeoutMs: init.timeoutMs, deadline: init.deadline },
        );
        const status = response.status;
        const text = await response.text();
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch (cause) {
          if (!response.ok) body = text;
          else {
            const type = response.headers.get('Content-Type') ?? 'no content type';
            return fail(
              new CorasApiError(`${key}: the answer is not JSON (${type})`, {
                kind: 'malformed',
                status,
                cause,
              }),
            );
          }
        }
        if (!response.ok) return fail(errorFromResponse(response, body, key));
        let checks: Awaited<ReturnType<typeof loadResponseChecks>>;
        try {
          checks = await loadResponseChecks(key);
        } catch (cause) {
          return fail(
            new CorasApiError(
              `${key}: the answer could not be checked, as the response checks did not load`,
              {
                kind: 'network',
                status,
                cause,
              },
            ),
          );
        }
        const { noContent, checks: responseChecks } = checks;
        if (body === undefined) {
          if (noContent.has(key)) return { data: undefined, error: undefined, response };
          return fail(
            new CorasApiError(`${key}: the answer was empty where JSON was expected`, {
              kind: 'malformed',
              status,
            }),
          );
        }
        const problem = responseChecks[key]?.(body, '');
        if (problem) {
          return fail(
            new CorasApiError(`${key}: the answer does not match the API contract (${problem})`, {
              kind: 'malformed',
              status,
              body,
            }),
          );
        }
        return { data: body, error: undefined, response };
      } catch (cause) {
        if (init.signal?.aborted)
          return fail(new CorasApiError(`${key} was aborted`, { kind: 'aborted', cause }));
        return fail(
          new CorasApiError(`${key} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
            kind: 'network',
            cause,
            // No answer in time: an attempt's timeout, or the call's deadline (its reason).
            timedOut:
              cause instanceof NoAnswerError || (init.deadline?.aborted && cause === init.deadline.reason),
          }),
        );
      }
    }

    const method = (name: Uppercase<HttpMethod>) => (path: string, init?: AnyInit) => call(name, path, init);

    return {
      GET: method('GET') as CorasMethod<'get'>,
      POST: method('POST') as CorasMethod<'post'>,
      PUT: method('PUT') as CorasMethod<'put'>,
      PATCH: method('PATCH') as CorasMethod<'patch'>,
      DELETE: method('DELETE') as CorasMethod<'delete'>,
      session,
      locale,
      logger,
      now,
      timeout,
      withLocale: build,
    };
  }

  return build(options.locale?.trim() || DEFAULT_LOCALE);
}
