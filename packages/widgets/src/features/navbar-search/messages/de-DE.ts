import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** de-DE: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Suchen',
  'navbar.searchPlaceholder': 'Attraktionen, Städte, Länder suchen',
  'navbar.recentSearches': 'Letzte Suchanfragen',
  'navbar.popular': 'Beliebt',
  'navbar.showAll': 'Alle Ergebnisse anzeigen',
  'navbar.searching': 'Suche läuft',
  'navbar.noResults': 'Keine Ergebnisse gefunden',
  'navbar.resultCount':
    '{count, plural, =0 {Keine Ergebnisse gefunden} one {# Ergebnis gefunden} other {# Ergebnisse gefunden}}',
};
