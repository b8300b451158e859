import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** nb-NO: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Sorter etter',
  'filters.button': 'Filtre',
  'filters.title': 'Filtre',
  'filters.close': 'Lukk',
  'filters.duration': 'Varighet',
  'filters.price': 'Pris',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Fjern alle',
  'filters.apply': 'Bruk filtre',
  'filters.loading': 'laster inn',
  'filters.error': 'feil',
  'filters.removeChip': 'Fjern filter: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtre} one {Filtre (#)} other {Filtre (#)}}',
  'dates.all': 'Alle datoer',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Tilbakestill',
  'dates.done': 'Ferdig',
  'dates.clear': 'Fjern datoer',
  'dates.choose': 'Velg datoer',
  'filterBar.label': 'Filtrer attraksjoner',
  'filterBar.activeFilters': 'Aktive filtre',
  'dates.selected': 'valgt',
  'dates.rangeStart': 'startdato, valgt',
  'dates.rangeEnd': 'sluttdato, valgt',
  'dates.inRange': 'i valgt periode',
  'dates.today': 'i dag',
};
