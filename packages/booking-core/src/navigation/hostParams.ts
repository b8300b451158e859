import type { PageParams, ParamsUpdate } from './navigation';
import { isPageName, type PageName } from './pages';

/**
 * Why a host page's params-update was refused (spec 1 §2: "Pages are switched by a params-update
 * event carrying a page name"). The React packages turn each code into a message for the developer.
 */
export type ParamsUpdateProblem =
  /** The payload is not an object (`undefined`, a string, an array…). */
  | { code: 'not-an-object' }
  /** `page` is missing or names no page; `page` is what was sent. */
  | { code: 'unknown-page'; page: unknown }
  /** A details page without an attraction (`id` or `attractionId`). */
  | { code: 'missing-id' }
  /** A value that is neither text nor empty (`null`, `undefined`); `key` names it. */
  | { code: 'not-text'; key: string };

/** The outcome of {@link checkParamsUpdate}: the update to apply, or why it cannot be. */
export type ParamsUpdateCheck =
  | { ok: true; update: ParamsUpdate & { page: PageName } }
  | { ok: false; problem: ParamsUpdateProblem };

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks a params-update a host page sends in (the inward event, `navigate()`): an object naming one
 * of the pages, text values only, and an attraction for the details page. Nothing is guessed: a
 * payload that fails is refused whole, so a typo never moves the visitor somewhere else.
 *
 * @example
 * checkParamsUpdate({ page: 'help' }); // { ok: true, update: { page: 'help' } }
 * checkParamsUpdate({ page: 'details' }); // { ok: false, problem: { code: 'missing-id' } }
 */
export function checkParamsUpdate(value: unknown): ParamsUpdateCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: { code: 'not-an-object' } };
  }
  const update = value as Record<string, unknown>;
  if (!isPageName(update.page)) return { ok: false, problem: { code: 'unknown-page', page: update.page } };
  for (const [key, entry] of Object.entries(update)) {
    if (entry !== undefined && entry !== null && typeof entry !== 'string') {
      return { ok: false, problem: { code: 'not-text', key } };
    }
  }
  if (update.page === 'details' && isBlank(update.id) && isBlank(update.attractionId)) {
    return { ok: false, problem: { code: 'missing-id' } };
  }
  return { ok: true, update: update as ParamsUpdate & { page: PageName } };
}

/**
 * True when two sets of page parameters show the same page: an update that changes nothing is no
 * navigation (it moves no focus and is not told to the host again, so a host that echoes the
 * widget's own params-update back does not loop).
 */
export function sameParams(a: PageParams, b: PageParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
