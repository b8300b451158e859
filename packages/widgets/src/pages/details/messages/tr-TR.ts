import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** tr-TR: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Sayfa yolu',
  'details.loading': 'Etkinlik yükleniyor',
  'details.photos': 'Fotoğraflar',
  'details.showAllPhotos': 'Tüm fotoğrafları göster ({count})',
  'details.photoAlt': '{name}, fotoğraf {position}/{total}',
  'details.highlights': 'Öne çıkanlar',
  'details.itinerary': 'Program',
  'details.duration': 'Süre: {duration}',
  'details.durationHours': '{count, plural, one {# saat} other {# saat}}',
  'details.durationMinutes': '{count, plural, one {# dakika} other {# dakika}}',
  'details.included': 'Fiyata dahil olanlar',
  'details.excluded': 'Fiyata dahil olmayanlar',
  'details.departurePoint': 'Kalkış noktası',
  'details.pleaseNote': 'Lütfen dikkat',
  'details.cancellation': 'İptal',
  'details.location': 'Konum',
  'details.about': 'Hakkında',
  'details.seatmap': 'Oturma planı',
  'details.seatmapCaption': 'Yalnızca bilgi amaçlıdır',
  'details.seatmapAlt': 'Oturma planı: {venue}',
  'details.otherAttractions': 'Diğer etkinlikler',
  'details.notFound.title': 'Bu etkinliği bulamadık',
  'details.notFound.body': 'Artık satışta olmayabilir veya bağlantı eksik olabilir.',
  'details.notFound.action': 'Etkinliklere göz at',
  'viewer.counter': 'Fotoğraf {position}/{total}',
  'viewer.previous': 'Önceki fotoğraf',
  'viewer.next': 'Sonraki fotoğraf',
  'viewer.close': 'Kapat',
};
