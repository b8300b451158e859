import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** de-DE: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Sortieren nach',
  'filters.button': 'Filter',
  'filters.title': 'Filter',
  'filters.close': 'Schließen',
  'filters.duration': 'Dauer',
  'filters.price': 'Preis',
  'filters.category': 'Kategorie',
  'filters.clearAll': 'Alle zurücksetzen',
  'filters.apply': 'Filter anwenden',
  'filters.loading': 'wird geladen',
  'filters.error': 'Fehler',
  'filters.removeChip': 'Filter entfernen: {label}',
  'filters.activeCount': '{count, plural, =0 {Filter} one {Filter (#)} other {Filter (#)}}',
  'dates.all': 'Alle Termine',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Zurücksetzen',
  'dates.done': 'Fertig',
  'dates.clear': 'Auswahl löschen',
  'dates.choose': 'Zeitraum wählen',
  'filterBar.label': 'Attraktionen filtern',
  'filterBar.activeFilters': 'Aktive Filter',
  'dates.selected': 'ausgewählt',
  'dates.rangeStart': 'Startdatum, ausgewählt',
  'dates.rangeEnd': 'Enddatum, ausgewählt',
  'dates.inRange': 'im ausgewählten Zeitraum',
  'dates.today': 'heute',
};
