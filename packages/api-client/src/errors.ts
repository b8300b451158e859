/** Why a call failed. */
export type CorasErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: the connection failed or dropped (after the retries). */
  | 'network'
  /** The answer could not be read: not JSON, empty, or not the shape the document promises. */
  | 'malformed'
  /** The caller aborted the call through its `AbortSignal`. */
  | 'aborted';

/** The fields an error carries besides its message. */
export interface CorasApiErrorInit {
  kind: CorasErrorKind;
  status?: number | undefined;
  code?: number | undefined;
  fieldErrors?: Readonly<Record<string, string>> | undefined;
  body?: unknown;
  cause?: unknown;
  timedOut?: boolean | undefined;
}

/**
 * The one error type of every call result. Calls never throw it: they resolve to
 * `{ data: undefined, error, response }`.
 *
 * @example
 * const { data, error } = await client.POST('/{api_version}/availability/check', { body });
 * if (error?.code === 37) showMessage('Please select the number of tickets.');
 */
export class CorasApiError extends Error {
  override readonly name = 'CorasApiError';
  readonly kind: CorasErrorKind;
  /** HTTP status when the server answered. */
  readonly status: number | undefined;
  /** The API's own error code (`Error.code`), e.g. 37 for "no tickets selected". */
  readonly code: number | undefined;
  /**
   * Field errors of a validation answer, flattened to dotted keys with the first message of each
   * list (spec 2 §8): `customer.email`, `phone_number`, `attendees.0.first_name`,
   * `reservation_data.{id}.{field}`.
   */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The parsed error body (or its text when it was not JSON). */
  readonly body: unknown;
  /**
   * A `network` failure because no answer came in time (the attempt's timeout, or the call's
   * `deadline`), rather than a connection that could not be made or broke off.
   */
  readonly timedOut: boolean;

  constructor(message: string, init: CorasApiErrorInit) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.timedOut = init.timedOut ?? false;
  }
}

/** Thrown by `createCorasClient` when a required option is missing or invalid. */
export class CorasConfigError extends Error {
  override readonly name = 'CorasConfigError';
  /** The option at fault, e.g. `'apiHost'`. */
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Flattens an `errors` object (spec 2 §8) to dotted keys, taking the first message of a list:
 * `{ attendees: { 0: { first_name: ['Required'] } } }` → `{ 'attendees.0.first_name': 'Required' }`.
 * Values of any other shape are ignored.
 */
export function flattenFieldErrors(errors: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!isRecord(errors)) return flat;
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (Array.isArray(value)) {
      const first = value.find((message): message is string => typeof message === 'string');
      if (first !== undefined) flat[path] = first;
    } else Object.assign(flat, flattenFieldErrors(value, path));
  }
  return flat;
}

/** Reads an error answer's body (JSON `Error`, HTML page, text or nothing) into a `CorasApiError`. */
export function errorFromResponse(response: Response, body: unknown, label: string): CorasApiError {
  const status = response.status;
  const fallback = `${label} failed: HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (!isRecord(body)) return new CorasApiError(fallback, { kind: 'http', status, body });
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
  const code = typeof body.code === 'number' ? body.code : undefined;
  return new CorasApiError(message, {
    kind: 'http',
    status,
    code,
    fieldErrors: flattenFieldErrors(body.errors),
    body,
  });
}
