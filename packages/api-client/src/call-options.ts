/** Per-call extras every helper accepts. */
export interface CallOptions {
  /** Cancels the call (and any wait between its retries). */
  signal?: AbortSignal;
}

/** The `signal` of `options`, as openapi-fetch's init takes it. */
export const callExtras = (options: CallOptions | undefined) =>
  options?.signal ? { signal: options.signal } : {};
