import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** is-IS: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Raða eftir',
  'filters.button': 'Síur',
  'filters.title': 'Síur',
  'filters.close': 'Loka',
  'filters.duration': 'Tímalengd',
  'filters.price': 'Verð',
  'filters.category': 'Flokkur',
  'filters.clearAll': 'Hreinsa allt',
  'filters.apply': 'Nota síur',
  'filters.loading': 'hleður',
  'filters.error': 'villa',
  'filters.removeChip': 'Fjarlægja síu: {label}',
  'filters.activeCount': '{count, plural, =0 {Síur} one {Síur (#)} other {Síur (#)}}',
  'dates.all': 'Allar dagsetningar',
  'dates.calendar': 'Dagatal',
  'dates.reset': 'Endurstilla',
  'dates.done': 'Lokið',
  'dates.clear': 'Hreinsa dagsetningar',
  'dates.choose': 'Veldu dagsetningar',
  'filterBar.label': 'Sía upplifanir',
  'filterBar.activeFilters': 'Virkar síur',
  'dates.selected': 'valið',
  'dates.rangeStart': 'upphafsdagur, valinn',
  'dates.rangeEnd': 'lokadagur, valinn',
  'dates.inRange': 'á völdu tímabili',
  'dates.today': 'í dag',
};
