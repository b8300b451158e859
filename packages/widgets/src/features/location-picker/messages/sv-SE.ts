import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** sv-SE: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Vart ska du resa?',
  'location.label': 'Välj ett resmål',
  'location.popular': 'Populära',
  'location.nearMe': 'Nära mig',
  'location.results':
    '{count, plural, =0 {Inga resmål hittades} one {# resmål hittades} other {# resmål hittades}}',
  'location.searching': 'Söker',
  'location.country': 'Land',
  'location.city': 'Stad',
  'location.heading': 'Saker att göra i',
  'location.typeMore': 'Skriv minst 3 tecken för att söka',
};
