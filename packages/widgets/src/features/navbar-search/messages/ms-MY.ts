import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** ms-MY: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Cari',
  'navbar.searchPlaceholder': 'Cari tarikan, bandar, negara',
  'navbar.recentSearches': 'Carian terkini',
  'navbar.popular': 'Popular',
  'navbar.showAll': 'Tunjukkan semua hasil',
  'navbar.searching': 'Mencari',
  'navbar.noResults': 'Tiada hasil ditemui',
  'navbar.resultCount': '{count, plural, =0 {Tiada hasil ditemui} other {# hasil ditemui}}',
};
