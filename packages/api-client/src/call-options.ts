/** Per-call extras every helper accepts. */
export interface CallOptions {
  /** Cancels the call (and any wait between its retries). */
  signal?: AbortSignal;
  /** How long each attempt may take. @default the client's `timeout.requestMs` */
  timeoutMs?: number;
}

/** The `signal` and `timeoutMs` of `options`, as the client's init takes them. */
export const callExtras = (options: CallOptions | undefined) => ({
  ...(options?.signal ? { signal: options.signal } : {}),
  ...(options?.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
});
