import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** ms-MY: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Bahagian halaman ini tidak dapat dipaparkan.',
  'page.landing': 'Halaman aktiviti',
  'page.search': 'Halaman hasil carian',
  'page.details': 'Halaman butiran tarikan',
  'page.payment': 'Halaman daftar keluar',
  'page.help': 'Halaman Pusat Bantuan',
};
