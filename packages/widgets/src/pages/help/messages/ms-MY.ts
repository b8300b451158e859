import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** ms-MY: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Saya perlukan bantuan tentang...',
  'help.tab.faqAttractions': 'Tarikan',
  'help.tab.faqMusic': 'Muzik',
  'help.tab.faqTheatres': 'Teater',
  'help.tab.faqSports': 'Sukan',
  'help.tab.contact': 'Hubungi kami',
  'help.loading': 'Memuatkan kandungan bantuan',
  'help.failed': 'Halaman ini tidak dapat dimuatkan.',
  'help.retry': 'Cuba lagi',
  'help.opensInNewTab': '(dibuka dalam tab baharu)',
  'help.contact.title': 'Hubungi kami',
  'help.contact.name': 'Nama',
  'help.contact.email': 'E-mel',
  'help.contact.eventName': 'Nama acara',
  'help.contact.orderReference': 'Rujukan pesanan (pilihan)',
  'help.contact.subject': 'Subjek',
  'help.contact.subjectPlaceholder': 'Pilih subjek',
  'help.contact.subjectsFailed': 'Subjek tidak dapat dimuatkan.',
  'help.contact.message': 'Mesej',
  'help.contact.submit': 'Hantar',
  'help.contact.success': 'Terima kasih, kami telah menerima pertanyaan anda',
  'help.contact.browse': 'Layari acara lain',
  'help.contact.close': 'Tutup',
};
