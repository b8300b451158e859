import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** pt-PT: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Pesquisar',
  'navbar.searchPlaceholder': 'Pesquise atrações, cidades, países',
  'navbar.recentSearches': 'Pesquisas recentes',
  'navbar.popular': 'Populares',
  'navbar.showAll': 'Mostrar todos os resultados',
  'navbar.searching': 'A pesquisar',
  'navbar.noResults': 'Nenhum resultado encontrado',
  'navbar.resultCount':
    '{count, plural, =0 {Nenhum resultado encontrado} one {# resultado encontrado} other {# resultados encontrados}}',
};
