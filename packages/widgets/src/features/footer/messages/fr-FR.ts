import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** fr-FR: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Conditions générales',
  'footer.privacy': 'Politique de confidentialité',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Centre d’aide',
  'footer.contact': 'Nous contacter',
  'footer.label': 'Aide et contact',
};
