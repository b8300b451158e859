import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** de-DE: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Ergebnisse für {search}',
  'search.empty': 'Keine Attraktionen für Ihre Kriterien gefunden.',
  'search.backToTop': 'Zurück nach oben',
  'search.loadingMore': 'Weitere Attraktionen werden geladen',
  'search.resultCount':
    '{count, plural, =0 {Keine Attraktionen gefunden} one {# Attraktion gefunden} other {# Attraktionen gefunden}}',
};
