import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** pl-PL: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Sortuj według',
  'filters.button': 'Filtry',
  'filters.title': 'Filtry',
  'filters.close': 'Zamknij',
  'filters.duration': 'Czas trwania',
  'filters.price': 'Cena',
  'filters.category': 'Kategoria',
  'filters.clearAll': 'Wyczyść wszystko',
  'filters.apply': 'Zastosuj filtry',
  'filters.loading': 'ładowanie',
  'filters.error': 'błąd',
  'filters.removeChip': 'Usuń filtr: {label}',
  'filters.activeCount':
    '{count, plural, =0 {Filtry} one {Filtry (#)} few {Filtry (#)} many {Filtry (#)} other {Filtry (#)}}',
  'dates.all': 'Wszystkie daty',
  'dates.calendar': 'Kalendarz',
  'dates.reset': 'Resetuj',
  'dates.done': 'Gotowe',
  'dates.clear': 'Wyczyść daty',
  'dates.choose': 'Wybierz daty',
  'filterBar.label': 'Filtruj atrakcje',
  'filterBar.activeFilters': 'Aktywne filtry',
  'dates.selected': 'wybrany',
  'dates.rangeStart': 'data początkowa, wybrana',
  'dates.rangeEnd': 'data końcowa, wybrana',
  'dates.inRange': 'w wybranym zakresie',
  'dates.today': 'dzisiaj',
};
