import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** da-DK: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Handelsbetingelser',
  'footer.privacy': 'Privatlivspolitik',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Hjælpecenter',
  'footer.contact': 'Kontakt os',
  'footer.label': 'Hjælp og kontakt',
};
