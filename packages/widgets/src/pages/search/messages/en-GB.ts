/**
 * The English of the search page’s texts, which load with their code. Each other locale translates
 * every key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const searchMessages = {
  'search.showingResultsFor': 'Showing results for {search}',
  'search.empty': 'No attractions found for your criteria.',
  'search.backToTop': 'Back to top',
  'search.loadingMore': 'Loading more attractions',
  'search.resultCount':
    '{count, plural, =0 {No attractions found} one {# attraction found} other {# attractions found}}',
} as const;
