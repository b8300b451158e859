import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** pt-PT: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'A mostrar resultados para {search}',
  'search.empty': 'Não foram encontradas atrações para os seus critérios.',
  'search.backToTop': 'Voltar ao topo',
  'search.loadingMore': 'A carregar mais atrações',
  'search.resultCount':
    '{count, plural, =0 {Nenhuma atração encontrada} one {# atração encontrada} other {# atrações encontradas}}',
};
