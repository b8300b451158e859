/** Per-call extras every helper accepts. */
export interface CallOptions {
  /** Cancels the call (and any wait between its retries). */
  signal?: AbortSignal;
  /** How long each attempt may take. @default the client's `timeout.requestMs` */
  timeoutMs?: number;
  /**
   * When the call must be over, as a signal that fires then: a time budget several calls share
   * (the widgets' first page), or `AbortSignal.timeout(ms)`. Once it fires the attempt under way
   * ends, no retry follows, and a call not sent yet is not sent: the call resolves to a `network`
   * error, the last attempt's failure or else one that is `timedOut`. Unlike `signal`, a failure.
   */
  deadline?: AbortSignal | undefined;
}

/** The `signal`, `timeoutMs` and `deadline` of `options`, as the client's init takes them. */
export const callExtras = (options: CallOptions | undefined) => ({
  ...(options?.signal ? { signal: options.signal } : {}),
  ...(options?.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  ...(options?.deadline ? { deadline: options.deadline } : {}),
});
