import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** de-DE: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Allgemeine Geschäftsbedingungen',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Hilfe-Center',
  'footer.contact': 'Kontakt',
  'footer.label': 'Hilfe und Kontakt',
};
