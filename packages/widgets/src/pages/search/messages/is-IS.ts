import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** is-IS: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Niðurstöður fyrir {search}',
  'search.empty': 'Engar upplifanir fundust sem passa við skilyrðin þín.',
  'search.backToTop': 'Efst á síðu',
  'search.loadingMore': 'Hleður fleiri upplifunum',
  'search.resultCount':
    '{count, plural, =0 {Engar upplifanir fundust} one {# upplifun fannst} other {# upplifanir fundust}}',
};
