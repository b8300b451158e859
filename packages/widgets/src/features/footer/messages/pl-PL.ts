import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** pl-PL: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Regulamin',
  'footer.privacy': 'Polityka prywatności',
  'footer.cookies': 'Pliki cookie',
  'footer.helpCentre': 'Centrum pomocy',
  'footer.contact': 'Kontakt',
  'footer.label': 'Pomoc i kontakt',
};
