import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** ms-MY: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Terma dan syarat',
  'footer.privacy': 'Dasar privasi',
  'footer.cookies': 'Kuki',
  'footer.helpCentre': 'Pusat Bantuan',
  'footer.contact': 'Hubungi kami',
  'footer.label': 'Bantuan dan hubungan',
};
