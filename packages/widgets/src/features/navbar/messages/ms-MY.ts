import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** ms-MY: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Bahasa',
  'navbar.currency': 'Mata wang',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Tutup menu',
  'navbar.back': 'Kembali',
  'navbar.label': 'Utama',
};
