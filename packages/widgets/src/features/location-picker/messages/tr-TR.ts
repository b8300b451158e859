import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** tr-TR: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Nereye gidiyorsunuz?',
  'location.label': 'Bir varış noktası seçin',
  'location.popular': 'Popüler',
  'location.nearMe': 'Yakınımda',
  'location.results':
    '{count, plural, =0 {Varış noktası bulunamadı} one {# varış noktası bulundu} other {# varış noktası bulundu}}',
  'location.searching': 'Aranıyor',
  'location.country': 'Ülke',
  'location.city': 'Şehir',
  'location.heading': 'Yapılacak şeyler',
  'location.typeMore': 'Aramak için en az 3 karakter yazın',
};
