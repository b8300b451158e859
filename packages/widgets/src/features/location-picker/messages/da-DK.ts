import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** da-DK: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Hvor skal du hen?',
  'location.label': 'Vælg en destination',
  'location.popular': 'Populære',
  'location.nearMe': 'I nærheden',
  'location.results':
    '{count, plural, =0 {Ingen destinationer fundet} one {# destination fundet} other {# destinationer fundet}}',
  'location.searching': 'Søger',
  'location.country': 'Land',
  'location.city': 'By',
  'location.heading': 'Oplevelser i',
  'location.typeMore': 'Skriv mindst 3 tegn for at søge',
};
