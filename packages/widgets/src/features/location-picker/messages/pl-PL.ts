import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** pl-PL: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Dokąd się wybierasz?',
  'location.label': 'Wybierz cel podróży',
  'location.popular': 'Popularne',
  'location.nearMe': 'W pobliżu',
  'location.results':
    '{count, plural, =0 {Nie znaleziono miejsc} one {Znaleziono # miejsce} few {Znaleziono # miejsca} many {Znaleziono # miejsc} other {Znaleziono # miejsca}}',
  'location.searching': 'Wyszukiwanie',
  'location.country': 'Kraj',
  'location.city': 'Miasto',
  'location.heading': 'Atrakcje w lokalizacji',
  'location.typeMore': 'Wpisz co najmniej 3 znaki, aby wyszukać',
};
