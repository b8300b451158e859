import type { CorasLogger } from '@coras/api-client';

/**
 * Where the rules report what they swallowed (a date that could not be formatted, a corrupt
 * storage entry, a denied geolocation). The same interface as the API client's, so one logger
 * serves both; pass `consoleLogger` from `@coras/api-client` for the console.
 */
export type Logger = CorasLogger;

/** A logger that drops everything: the default where logging is optional. */
export const silentLogger: Logger = {
  warn: () => undefined,
  error: () => undefined,
};
