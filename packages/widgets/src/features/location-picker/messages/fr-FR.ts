import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** fr-FR: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Où allez-vous ?',
  'location.label': 'Choisissez une destination',
  'location.popular': 'Populaires',
  'location.nearMe': 'À proximité',
  'location.results':
    '{count, plural, =0 {Aucune destination trouvée} one {# destination trouvée} other {# destinations trouvées}}',
  'location.searching': 'Recherche en cours',
  'location.country': 'Pays',
  'location.city': 'Ville',
  'location.heading': 'Activités à découvrir',
  'location.typeMore': 'Saisissez au moins 3 caractères pour lancer la recherche',
};
