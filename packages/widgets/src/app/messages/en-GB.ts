/**
 * The English of the app’s texts (the page-change announcements, a page that failed), which load with
 * their code. Each other locale translates every key beside this file (`<locale>.ts`, typed against
 * it: a missing key is a type error).
 */
export const appMessages = {
  'error.pageFailed': 'This part of the page could not be shown.',
  'page.landing': 'Things to do page',
  'page.search': 'Search results page',
  'page.details': 'Attraction details page',
  'page.payment': 'Checkout page',
  'page.help': 'Help Centre page',
} as const;
