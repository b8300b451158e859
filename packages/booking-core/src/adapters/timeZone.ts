/**
 * The visitor's own time zone, as the runtime names it (the IANA name: `'Europe/Dublin'`): "today"
 * and "this year" are theirs. `'UTC'` when the runtime names none or cannot tell.
 *
 * A module of its own, apart from `timers.ts` which the landing's first load carries: only lazily
 * loaded screens (the date filter, the search page, the checkout) ask for it.
 */
export function systemTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // A runtime whose default locale Intl refuses.
    return 'UTC';
  }
}
