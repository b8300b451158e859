import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** tr-TR: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Sıralama ölçütü',
  'filters.button': 'Filtreler',
  'filters.title': 'Filtreler',
  'filters.close': 'Kapat',
  'filters.duration': 'Süre',
  'filters.price': 'Fiyat',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Tümünü temizle',
  'filters.apply': 'Filtreleri uygula',
  'filters.loading': 'yükleniyor',
  'filters.error': 'hata',
  'filters.removeChip': 'Filtreyi kaldır: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtreler} one {Filtreler (#)} other {Filtreler (#)}}',
  'dates.all': 'Tüm tarihler',
  'dates.calendar': 'Takvim',
  'dates.reset': 'Sıfırla',
  'dates.done': 'Tamam',
  'dates.clear': 'Tarihleri temizle',
  'dates.choose': 'Tarih seçin',
  'filterBar.label': 'Etkinlikleri filtrele',
  'filterBar.activeFilters': 'Etkin filtreler',
  'dates.selected': 'seçili',
  'dates.rangeStart': 'başlangıç tarihi, seçili',
  'dates.rangeEnd': 'bitiş tarihi, seçili',
  'dates.inRange': 'seçili aralıkta',
  'dates.today': 'bugün',
};
