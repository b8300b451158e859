import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** tr-TR: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Arama sonuçları: {search}',
  'search.empty': 'Kriterlerinize uygun etkinlik bulunamadı.',
  'search.backToTop': 'Başa dön',
  'search.loadingMore': 'Daha fazla etkinlik yükleniyor',
  'search.resultCount':
    '{count, plural, =0 {Etkinlik bulunamadı} one {# etkinlik bulundu} other {# etkinlik bulundu}}',
};
