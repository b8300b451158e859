import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** fr-FR: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Rechercher',
  'navbar.searchPlaceholder': 'Rechercher des attractions, des villes, des pays',
  'navbar.recentSearches': 'Recherches récentes',
  'navbar.popular': 'Populaires',
  'navbar.showAll': 'Afficher tous les résultats',
  'navbar.searching': 'Recherche en cours',
  'navbar.noResults': 'Aucun résultat',
  'navbar.resultCount':
    '{count, plural, =0 {Aucun résultat} one {# résultat trouvé} other {# résultats trouvés}}',
};
