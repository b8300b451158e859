import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** sv-SE: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Visar resultat för {search}',
  'search.empty': 'Inga attraktioner hittades som matchar dina kriterier.',
  'search.backToTop': 'Tillbaka till toppen',
  'search.loadingMore': 'Läser in fler attraktioner',
  'search.resultCount':
    '{count, plural, =0 {Inga attraktioner hittades} one {# attraktion hittades} other {# attraktioner hittades}}',
};
