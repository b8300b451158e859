import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** da-DK: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Viser resultater for {search}',
  'search.empty': 'Ingen attraktioner matcher dine kriterier.',
  'search.backToTop': 'Til toppen',
  'search.loadingMore': 'Indlæser flere attraktioner',
  'search.resultCount':
    '{count, plural, =0 {Ingen attraktioner fundet} one {# attraktion fundet} other {# attraktioner fundet}}',
};
