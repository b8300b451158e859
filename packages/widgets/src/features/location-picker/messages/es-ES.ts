import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** es-ES: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': '¿Adónde vas?',
  'location.label': 'Elige un destino',
  'location.popular': 'Populares',
  'location.nearMe': 'Cerca de mí',
  'location.results':
    '{count, plural, =0 {No se han encontrado destinos} one {# destino encontrado} other {# destinos encontrados}}',
  'location.searching': 'Buscando',
  'location.country': 'País',
  'location.city': 'Ciudad',
  'location.heading': 'Qué hacer en',
  'location.typeMore': 'Escribe al menos 3 caracteres para buscar',
};
