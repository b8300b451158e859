import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** pt-PT: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Para onde vai?',
  'location.label': 'Escolha um destino',
  'location.popular': 'Populares',
  'location.nearMe': 'Perto de mim',
  'location.results':
    '{count, plural, =0 {Nenhum destino encontrado} one {# destino encontrado} other {# destinos encontrados}}',
  'location.searching': 'A pesquisar',
  'location.country': 'País',
  'location.city': 'Cidade',
  'location.heading': 'O que fazer em',
  'location.typeMore': 'Escreva pelo menos 3 caracteres para pesquisar',
};
