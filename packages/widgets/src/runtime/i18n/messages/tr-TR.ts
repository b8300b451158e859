import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** tr-TR: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Bu rezervasyon bileşeni henüz kurulmadı: {attribute} özniteliği eksik.',
  'common.errorModal.title': 'Üzgünüz, bir şeyler ters gitti.',
  'common.errorModal.message':
    'Lütfen sayfayı yenileyip tekrar deneyin. Sorun devam ederse lütfen bize ulaşın:',
  'common.errorModal.helpCentre': 'Yardım merkezi',
  'common.errorModal.retry': 'Sayfayı yenile',
  'config.invalid':
    'Bu rezervasyon bileşeni doğru kurulmamış: {attribute} özniteliği bir http veya https adresi olmalıdır.',
  'error.widgetFailed': 'Bu rezervasyon bileşeni gösterilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
  'landing.sectionLoading': 'Etkinlikler yükleniyor',
  'common.basket.empty': 'Sepetiniz boş',
  'common.basket.tickets': '{count, plural, one {# bilet} other {# bilet}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Kalan ayırma süresi',
  'common.basket.total': 'Toplam',
  'dates.previousMonth': 'Önceki ay',
  'dates.nextMonth': 'Sonraki ay',
  'dates.available': 'müsait',
  'dates.unavailable': 'müsait değil',
  'card.from': 'En düşük',
  'card.rating': '5 üzerinden {rating} puan',
  'image.loading': 'Görsel yükleniyor...',
  'image.failed': 'Görsel yüklenemedi',
  'footer.opensInNewTab': '(yeni sekmede açılır)',
  'common.required': 'Bu alan zorunludur',
  'common.invalidEmail': 'Lütfen geçerli bir e-posta adresi girin',
};
