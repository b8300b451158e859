import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** it-IT: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Cerca',
  'navbar.searchPlaceholder': 'Cerca attrazioni, città, paesi',
  'navbar.recentSearches': 'Ricerche recenti',
  'navbar.popular': 'Popolari',
  'navbar.showAll': 'Mostra tutti i risultati',
  'navbar.searching': 'Ricerca in corso',
  'navbar.noResults': 'Nessun risultato trovato',
  'navbar.resultCount':
    '{count, plural, =0 {Nessun risultato trovato} one {# risultato trovato} other {# risultati trovati}}',
};
