import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** da-DK: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Sortér efter',
  'filters.button': 'Filtre',
  'filters.title': 'Filtre',
  'filters.close': 'Luk',
  'filters.duration': 'Varighed',
  'filters.price': 'Pris',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Ryd alle',
  'filters.apply': 'Anvend filtre',
  'filters.loading': 'indlæser',
  'filters.error': 'fejl',
  'filters.removeChip': 'Fjern filter: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtre} one {Filtre (#)} other {Filtre (#)}}',
  'dates.all': 'Alle datoer',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Nulstil',
  'dates.done': 'Færdig',
  'dates.clear': 'Ryd datoer',
  'dates.choose': 'Vælg datoer',
  'filterBar.label': 'Filtrér attraktioner',
  'filterBar.activeFilters': 'Aktive filtre',
  'dates.selected': 'valgt',
  'dates.rangeStart': 'startdato, valgt',
  'dates.rangeEnd': 'slutdato, valgt',
  'dates.inRange': 'i den valgte periode',
  'dates.today': 'i dag',
};
