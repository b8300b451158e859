import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** tr-TR: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Şartlar ve koşullar',
  'footer.privacy': 'Gizlilik politikası',
  'footer.cookies': 'Çerezler',
  'footer.helpCentre': 'Yardım Merkezi',
  'footer.contact': 'Bize ulaşın',
  'footer.label': 'Yardım ve iletişim',
};
