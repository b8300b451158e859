/**
 * The English of the navbar search’s texts, which load with their code. Each other locale translates
 * every key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const navbarSearchMessages = {
  'navbar.search': 'Search',
  'navbar.searchPlaceholder': 'Search attractions, cities, countries',
  'navbar.recentSearches': 'Recent searches',
  'navbar.popular': 'Popular',
  'navbar.showAll': 'Show all results',
  'navbar.searching': 'Searching',
  'navbar.noResults': 'No results found',
  'navbar.resultCount': '{count, plural, =0 {No results found} one {# result found} other {# results found}}',
} as const;

/** A key of these texts. */
export type NavbarSearchMessageKey = keyof typeof navbarSearchMessages;
