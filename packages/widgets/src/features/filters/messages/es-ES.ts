import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** es-ES: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Ordenar por',
  'filters.button': 'Filtros',
  'filters.title': 'Filtros',
  'filters.close': 'Cerrar',
  'filters.duration': 'Duración',
  'filters.price': 'Precio',
  'filters.category': 'Categoría',
  'filters.clearAll': 'Borrar todo',
  'filters.apply': 'Aplicar filtros',
  'filters.loading': 'cargando',
  'filters.error': 'error',
  'filters.removeChip': 'Quitar filtro: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtros} one {Filtros (#)} other {Filtros (#)}}',
  'dates.all': 'Todas las fechas',
  'dates.calendar': 'Calendario',
  'dates.reset': 'Restablecer',
  'dates.done': 'Listo',
  'dates.clear': 'Borrar fechas',
  'dates.choose': 'Elegir fechas',
  'filterBar.label': 'Filtrar atracciones',
  'filterBar.activeFilters': 'Filtros activos',
  'dates.selected': 'seleccionada',
  'dates.rangeStart': 'fecha de inicio, seleccionada',
  'dates.rangeEnd': 'fecha de fin, seleccionada',
  'dates.inRange': 'en el periodo seleccionado',
  'dates.today': 'hoy',
};
