/**
 * The English of the landing page’s texts, which load with their code. Each other locale translates
 * every key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const landingMessages = {
  'landing.popular': 'Popular on our site',
  'landing.showMore': 'Show more',
  'landing.noSections': 'No attractions found for your criteria.',
  'landing.breadcrumbs': 'Location',
} as const;
