import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** it-IT: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Dove vuoi andare?',
  'location.label': 'Scegli una destinazione',
  'location.popular': 'Popolari',
  'location.nearMe': 'Vicino a me',
  'location.results':
    '{count, plural, =0 {Nessuna destinazione trovata} one {# destinazione trovata} other {# destinazioni trovate}}',
  'location.searching': 'Ricerca in corso',
  'location.country': 'Paese',
  'location.city': 'Città',
  'location.heading': 'Cose da fare',
  'location.typeMore': 'Digita almeno 3 caratteri per cercare',
};
