import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** it-IT: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Termini e condizioni',
  'footer.privacy': 'Informativa sulla privacy',
  'footer.cookies': 'Cookie',
  'footer.helpCentre': 'Centro assistenza',
  'footer.contact': 'Contattaci',
  'footer.label': 'Assistenza e contatti',
};
