import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** it-IT: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Risultati per {search}',
  'search.empty': 'Nessuna attrazione corrisponde ai tuoi criteri.',
  'search.backToTop': 'Torna su',
  'search.loadingMore': 'Caricamento di altre attrazioni',
  'search.resultCount':
    '{count, plural, =0 {Nessuna attrazione trovata} one {# attrazione trovata} other {# attrazioni trovate}}',
};
