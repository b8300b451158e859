import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** da-DK: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Søg',
  'navbar.searchPlaceholder': 'Søg efter attraktioner, byer, lande',
  'navbar.recentSearches': 'Seneste søgninger',
  'navbar.popular': 'Populære',
  'navbar.showAll': 'Vis alle resultater',
  'navbar.searching': 'Søger',
  'navbar.noResults': 'Ingen resultater fundet',
  'navbar.resultCount':
    '{count, plural, =0 {Ingen resultater fundet} one {# resultat fundet} other {# resultater fundet}}',
};
