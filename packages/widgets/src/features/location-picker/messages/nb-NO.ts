import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** nb-NO: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Hvor skal du?',
  'location.label': 'Velg et reisemål',
  'location.popular': 'Populære',
  'location.nearMe': 'I nærheten',
  'location.results':
    '{count, plural, =0 {Fant ingen reisemål} one {Fant # reisemål} other {Fant # reisemål}}',
  'location.searching': 'Søker',
  'location.country': 'Land',
  'location.city': 'By',
  'location.heading': 'Ting å gjøre i',
  'location.typeMore': 'Skriv minst 3 tegn for å søke',
};
