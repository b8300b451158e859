import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** es-ES: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Buscar',
  'navbar.searchPlaceholder': 'Buscar atracciones, ciudades, países',
  'navbar.recentSearches': 'Búsquedas recientes',
  'navbar.popular': 'Populares',
  'navbar.showAll': 'Ver todos los resultados',
  'navbar.searching': 'Buscando',
  'navbar.noResults': 'No se han encontrado resultados',
  'navbar.resultCount':
    '{count, plural, =0 {No se han encontrado resultados} one {# resultado encontrado} other {# resultados encontrados}}',
};
