/**
 * Where the client reports what went wrong. Nothing is swallowed: every failure reaches `error`,
 * every retry and every ignored header reaches `warn`. Pass your own to route them to your
 * monitoring; the default writes to the console.
 */
export interface CorasLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
  /** Optional: expected events such as an aborted call. */
  debug?(message: string, details?: unknown): void;
}

/** The console, behind the logger interface. */
export const consoleLogger: CorasLogger = {
  // biome-ignore lint/suspicious/noConsole: this is the console adapter the client logs through by default.
  warn: (message, details) => console.warn(`[coras] ${message}`, details ?? ''),
  // biome-ignore lint/suspicious/noConsole: this is the console adapter the client logs through by default.
  error: (message, details) => console.error(`[coras] ${message}`, details ?? ''),
};
