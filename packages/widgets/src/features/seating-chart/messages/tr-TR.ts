import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** tr-TR: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Oturma planı',
  'seatingChart.loading': 'Oturma planı yükleniyor',
  'seatingChart.couldNotLoad': 'Yüklenemedi: {url}',
  'seatingChart.alternative':
    'Bölümünü seçmek için plandan bir koltuk seçin ya da yukarıdaki listeden bir bölüm seçin.',
  'seatingChart.seatSelected': '{seat} koltuğu seçildi: {section}.',
  'seatingChart.seatDeselected': '{seat} koltuğunun seçimi kaldırıldı.',
  'seatingChart.noTickets':
    'Bu gösteri için {section} bölümünde bilet yok. Lütfen yukarıdaki listeden bir bölüm seçin.',
};
