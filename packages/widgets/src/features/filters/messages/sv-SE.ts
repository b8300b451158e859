import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** sv-SE: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Sortera efter',
  'filters.button': 'Filter',
  'filters.title': 'Filter',
  'filters.close': 'Stäng',
  'filters.duration': 'Längd',
  'filters.price': 'Pris',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Rensa alla',
  'filters.apply': 'Använd filter',
  'filters.loading': 'läser in',
  'filters.error': 'fel',
  'filters.removeChip': 'Ta bort filter: {label}',
  'filters.activeCount': '{count, plural, =0 {Filter} one {Filter (#)} other {Filter (#)}}',
  'dates.all': 'Alla datum',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Återställ',
  'dates.done': 'Klar',
  'dates.clear': 'Rensa datum',
  'dates.choose': 'Välj datum',
  'filterBar.label': 'Filtrera attraktioner',
  'filterBar.activeFilters': 'Aktiva filter',
  'dates.selected': 'vald',
  'dates.rangeStart': 'startdatum, valt',
  'dates.rangeEnd': 'slutdatum, valt',
  'dates.inRange': 'i valt intervall',
  'dates.today': 'i dag',
};
