import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** th-TH: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'ภาษา',
  'navbar.currency': 'สกุลเงิน',
  'navbar.menu': 'เมนู',
  'navbar.closeMenu': 'ปิดเมนู',
  'navbar.back': 'ย้อนกลับ',
  'navbar.label': 'เมนูหลัก',
};
