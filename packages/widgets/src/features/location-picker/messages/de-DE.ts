import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** de-DE: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Wohin geht die Reise?',
  'location.label': 'Reiseziel wählen',
  'location.popular': 'Beliebt',
  'location.nearMe': 'In meiner Nähe',
  'location.results':
    '{count, plural, =0 {Keine Reiseziele gefunden} one {# Reiseziel gefunden} other {# Reiseziele gefunden}}',
  'location.searching': 'Suche läuft',
  'location.country': 'Land',
  'location.city': 'Stadt',
  'location.heading': 'Unternehmungen in',
  'location.typeMore': 'Geben Sie mindestens 3 Zeichen ein, um zu suchen',
};
