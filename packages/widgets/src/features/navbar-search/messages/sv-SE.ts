import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** sv-SE: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Sök',
  'navbar.searchPlaceholder': 'Sök attraktioner, städer, länder',
  'navbar.recentSearches': 'Senaste sökningar',
  'navbar.popular': 'Populära',
  'navbar.showAll': 'Visa alla resultat',
  'navbar.searching': 'Söker',
  'navbar.noResults': 'Inga resultat hittades',
  'navbar.resultCount':
    '{count, plural, =0 {Inga resultat hittades} one {# resultat hittades} other {# resultat hittades}}',
};
