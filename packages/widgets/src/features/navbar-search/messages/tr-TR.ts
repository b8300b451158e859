import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** tr-TR: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Ara',
  'navbar.searchPlaceholder': 'Etkinlik, şehir veya ülke arayın',
  'navbar.recentSearches': 'Son aramalar',
  'navbar.popular': 'Popüler',
  'navbar.showAll': 'Tüm sonuçları göster',
  'navbar.searching': 'Aranıyor',
  'navbar.noResults': 'Sonuç bulunamadı',
  'navbar.resultCount':
    '{count, plural, =0 {Sonuç bulunamadı} one {# sonuç bulundu} other {# sonuç bulundu}}',
};
