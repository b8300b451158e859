import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** it-IT: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Ordina per',
  'filters.button': 'Filtri',
  'filters.title': 'Filtri',
  'filters.close': 'Chiudi',
  'filters.duration': 'Durata',
  'filters.price': 'Prezzo',
  'filters.category': 'Categoria',
  'filters.clearAll': 'Cancella tutto',
  'filters.apply': 'Applica filtri',
  'filters.loading': 'caricamento',
  'filters.error': 'errore',
  'filters.removeChip': 'Rimuovi filtro: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtri} one {Filtri (#)} other {Filtri (#)}}',
  'dates.all': 'Tutte le date',
  'dates.calendar': 'Calendario',
  'dates.reset': 'Reimposta',
  'dates.done': 'Fatto',
  'dates.clear': 'Cancella date',
  'dates.choose': 'Scegli le date',
  'filterBar.label': 'Filtra le attrazioni',
  'filterBar.activeFilters': 'Filtri attivi',
  'dates.selected': 'selezionata',
  'dates.rangeStart': 'data di inizio, selezionata',
  'dates.rangeEnd': 'data di fine, selezionata',
  'dates.inRange': 'nel periodo selezionato',
  'dates.today': 'oggi',
};
