import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** tr-TR: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Şu konuda yardıma ihtiyacım var...',
  'help.tab.faqAttractions': 'Gezilecek yerler',
  'help.tab.faqMusic': 'Müzik',
  'help.tab.faqTheatres': 'Tiyatrolar',
  'help.tab.faqSports': 'Spor',
  'help.tab.contact': 'Bize ulaşın',
  'help.loading': 'Yardım içeriği yükleniyor',
  'help.failed': 'Bu sayfa yüklenemedi.',
  'help.retry': 'Tekrar dene',
  'help.opensInNewTab': '(yeni sekmede açılır)',
  'help.contact.title': 'Bize ulaşın',
  'help.contact.name': 'Ad soyad',
  'help.contact.email': 'E-posta',
  'help.contact.eventName': 'Etkinlik adı',
  'help.contact.orderReference': 'Sipariş numarası (isteğe bağlı)',
  'help.contact.subject': 'Konu',
  'help.contact.subjectPlaceholder': 'Bir konu seçin',
  'help.contact.subjectsFailed': 'Konular yüklenemedi.',
  'help.contact.message': 'Mesaj',
  'help.contact.submit': 'Gönder',
  'help.contact.success': 'Teşekkürler, talebinizi aldık',
  'help.contact.browse': 'Diğer etkinliklere göz atın',
  'help.contact.close': 'Kapat',
};
