import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** th-TH: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'ข้อกำหนดและเงื่อนไข',
  'footer.privacy': 'นโยบายความเป็นส่วนตัว',
  'footer.cookies': 'คุกกี้',
  'footer.helpCentre': 'ศูนย์ช่วยเหลือ',
  'footer.contact': 'ติดต่อเรา',
  'footer.label': 'ความช่วยเหลือและการติดต่อ',
};
