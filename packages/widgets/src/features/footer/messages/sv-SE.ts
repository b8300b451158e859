import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** sv-SE: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Allmänna villkor',
  'footer.privacy': 'Integritetspolicy',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Hjälpcenter',
  'footer.contact': 'Kontakta oss',
  'footer.label': 'Hjälp och kontakt',
};
