import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** ms-MY: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Isih mengikut',
  'filters.button': 'Penapis',
  'filters.title': 'Penapis',
  'filters.close': 'Tutup',
  'filters.duration': 'Tempoh',
  'filters.price': 'Harga',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Kosongkan semua',
  'filters.apply': 'Guna penapis',
  'filters.loading': 'memuatkan',
  'filters.error': 'ralat',
  'filters.removeChip': 'Alih keluar penapis: {label}',
  'filters.activeCount': '{count, plural, =0 {Penapis} other {Penapis (#)}}',
  'dates.all': 'Semua tarikh',
  'dates.calendar': 'Kalendar',
  'dates.reset': 'Set semula',
  'dates.done': 'Selesai',
  'dates.clear': 'Kosongkan tarikh',
  'dates.choose': 'Pilih tarikh',
  'filterBar.label': 'Tapis tarikan',
  'filterBar.activeFilters': 'Penapis aktif',
  'dates.selected': 'dipilih',
  'dates.rangeStart': 'tarikh mula, dipilih',
  'dates.rangeEnd': 'tarikh tamat, dipilih',
  'dates.inRange': 'dalam julat yang dipilih',
  'dates.today': 'hari ini',
};
