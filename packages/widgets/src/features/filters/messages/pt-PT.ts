import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** pt-PT: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Ordenar por',
  'filters.button': 'Filtros',
  'filters.title': 'Filtros',
  'filters.close': 'Fechar',
  'filters.duration': 'Duração',
  'filters.price': 'Preço',
  'filters.category': 'Categoria',
  'filters.clearAll': 'Limpar tudo',
  'filters.apply': 'Aplicar filtros',
  'filters.loading': 'a carregar',
  'filters.error': 'erro',
  'filters.removeChip': 'Remover filtro: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtros} one {Filtros (#)} other {Filtros (#)}}',
  'dates.all': 'Todas as datas',
  'dates.calendar': 'Calendário',
  'dates.reset': 'Repor',
  'dates.done': 'Concluído',
  'dates.clear': 'Limpar datas',
  'dates.choose': 'Escolher datas',
  'filterBar.label': 'Filtrar atrações',
  'filterBar.activeFilters': 'Filtros ativos',
  'dates.selected': 'selecionado',
  'dates.rangeStart': 'data de início, selecionada',
  'dates.rangeEnd': 'data de fim, selecionada',
  'dates.inRange': 'no intervalo selecionado',
  'dates.today': 'hoje',
};
