import type { Check } from './check';

/** The checks of one group of operations: each success body's check, and those with no body. */
export interface ResponseChecks {
  checks: Readonly<Record<string, Check>>;
  noContent: ReadonlySet<string>;
}

/**
 * The operations checked by `browsing.ts`: what a visitor's first pages ask (the landing, locations,
 * the navbar search, the search page, an attraction). Every other operation's check is in
 * `responses.ts`. `responses.test.ts` proves this list is `browsingChecks`' keys.
 */
export const BROWSING_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /{api_version}/locations/search',
  'GET /{api_version}/locations',
  'GET /{api_version}/geolocation',
  'GET /{api_version}/landing',
  'GET /{api_version}/landing/filters',
  'GET /{api_version}/landing/sorting',
  'GET /{api_version}/search',
  'GET /{api_version}/attractions',
  'GET /{api_version}/attractions/{coras_attraction_id}',
]);

const NO_CONTENT: ReadonlySet<string> = new Set();
let browsing: Promise<ResponseChecks> | undefined;
let others: Promise<ResponseChecks> | undefined;

/** Retries a chunk that failed to download at the next call, instead of keeping the failure. */
function once(
  current: Promise<ResponseChecks> | undefined,
  load: () => Promise<ResponseChecks>,
  forget: () => void,
): Promise<ResponseChecks> {
  return (
    current ??
    load().catch((cause: unknown) => {
      forget();
      throw cause;
    })
  );
}

/**
 * The response checks of `operation` (`METHOD /path`), in chunks of their own: a page makes only
 * a few calls, so the checks of every operation need not ride in its first load. The browsing
 * checks are asked for when a client is created (no `operation`) and are there long before the
 * first answer; the others when a client first needs them. A failed download is asked for again
 * by the next call.
 */
export function loadResponseChecks(operation?: string): Promise<ResponseChecks> {
  if (operation === undefined || BROWSING_OPERATIONS.has(operation)) {
    browsing = once(
      browsing,
      () => import('./browsing').then((module) => ({ checks: module.browsingChecks, noContent: NO_CONTENT })),
      () => {
        browsing = undefined;
      },
    );
    return browsing;
  }
  others = once(
    others,
    () =>
      import('./responses').then((module) => ({
        checks: module.responseChecks,
        noContent: module.noContent,
      })),
    () => {
      others = undefined;
    },
  );
  return others;
}
