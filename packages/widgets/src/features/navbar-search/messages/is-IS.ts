import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** is-IS: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Leita',
  'navbar.searchPlaceholder': 'Leita að upplifunum, borgum, löndum',
  'navbar.recentSearches': 'Nýlegar leitir',
  'navbar.popular': 'Vinsælt',
  'navbar.showAll': 'Sýna allar niðurstöður',
  'navbar.searching': 'Leitar',
  'navbar.noResults': 'Engar niðurstöður fundust',
  'navbar.resultCount':
    '{count, plural, =0 {Engar niðurstöður fundust} one {# niðurstaða fannst} other {# niðurstöður fundust}}',
};
