import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** nb-NO: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Viser resultater for {search}',
  'search.empty': 'Fant ingen attraksjoner som samsvarer med kriteriene dine.',
  'search.backToTop': 'Tilbake til toppen',
  'search.loadingMore': 'Laster inn flere attraksjoner',
  'search.resultCount':
    '{count, plural, =0 {Fant ingen attraksjoner} one {Fant # attraksjon} other {Fant # attraksjoner}}',
};
