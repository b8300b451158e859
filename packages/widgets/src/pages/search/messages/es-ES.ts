import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** es-ES: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Resultados para {search}',
  'search.empty': 'No se han encontrado atracciones que cumplan tus criterios.',
  'search.backToTop': 'Volver arriba',
  'search.loadingMore': 'Cargando más atracciones',
  'search.resultCount':
    '{count, plural, =0 {No se han encontrado atracciones} one {# atracción encontrada} other {# atracciones encontradas}}',
};
