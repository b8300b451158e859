/**
 * The English texts of the search page (spec 1 §2; pages/search/), read through `useSearchTranslate`
 * by the search chunk only. Every translated locale holds these keys (`Catalogue`).
 */
export const searchMessages = {
  'search.showingResultsFor': 'Showing results for {search}',
  'search.empty': 'No attractions found for your criteria.',
  'search.backToTop': 'Back to top',
  'search.loadingMore': 'Loading more attractions',
  'search.resultCount':
    '{count, plural, =0 {No attractions found} one {# attraction found} other {# attractions found}}',
} as const;

/** A key of these texts. */
export type SearchMessageKey = keyof typeof searchMessages;
