import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** ms-MY: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Ke mana anda hendak pergi?',
  'location.label': 'Pilih destinasi',
  'location.popular': 'Popular',
  'location.nearMe': 'Berhampiran saya',
  'location.results': '{count, plural, =0 {Tiada destinasi ditemui} other {# destinasi ditemui}}',
  'location.searching': 'Mencari',
  'location.country': 'Negara',
  'location.city': 'Bandar',
  'location.heading': 'Aktiviti menarik di',
  'location.typeMore': 'Taip sekurang-kurangnya 3 aksara untuk mencari',
};
