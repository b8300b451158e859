import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** ms-MY: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Widget tempahan ini belum disediakan: atribut {attribute} tiada.',
  'common.errorModal.title': 'Harap maaf, berlaku masalah.',
  'common.errorModal.message':
    'Sila muat semula halaman dan cuba lagi. Jika masalah berterusan, sila hubungi',
  'common.errorModal.helpCentre': 'Pusat bantuan kami',
  'common.errorModal.retry': 'Muat semula halaman',
  'config.invalid':
    'Widget tempahan ini tidak disediakan dengan betul: atribut {attribute} mestilah alamat http atau https.',
  'error.widgetFailed': 'Widget tempahan ini tidak dapat dipaparkan. Sila muat semula halaman dan cuba lagi.',
  'landing.sectionLoading': 'Memuatkan tarikan',
  'common.basket.empty': 'Troli anda kosong',
  'common.basket.tickets': '{count, plural, other {# tiket}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Disimpan untuk anda selama',
  'common.basket.total': 'Jumlah',
  'dates.previousMonth': 'Bulan sebelumnya',
  'dates.nextMonth': 'Bulan seterusnya',
  'dates.available': 'tersedia',
  'dates.unavailable': 'tidak tersedia',
  'card.from': 'Dari',
  'card.rating': 'Dinilai {rating} daripada 5',
  'image.loading': 'Memuatkan imej...',
  'image.failed': 'Imej tidak dapat dimuatkan',
  'footer.opensInNewTab': '(dibuka dalam tab baharu)',
  'common.required': 'Medan ini wajib diisi',
  'common.invalidEmail': 'Sila masukkan alamat e-mel yang sah',
};
