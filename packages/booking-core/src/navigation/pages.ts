// The page names on their own (no imports): the host's params-update check loads them in a lazy
// chunk without pulling the navigation model's locale, money and date rules along.

/** The pages a params-update can switch to (spec 1 §2, spec 2 §2). */
export const PAGE_NAMES = ['landing', 'details', 'search', 'payment', 'help'] as const;

/** One of {@link PAGE_NAMES}. */
export type PageName = (typeof PAGE_NAMES)[number];

/** True when `value` names a page. */
export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value);
}
