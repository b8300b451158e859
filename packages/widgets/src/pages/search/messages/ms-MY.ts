import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** ms-MY: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Memaparkan hasil untuk {search}',
  'search.empty': 'Tiada tarikan ditemui untuk kriteria anda.',
  'search.backToTop': 'Kembali ke atas',
  'search.loadingMore': 'Memuatkan lebih banyak tarikan',
  'search.resultCount': '{count, plural, =0 {Tiada tarikan ditemui} other {# tarikan ditemui}}',
};
