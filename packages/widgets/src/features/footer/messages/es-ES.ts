import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** es-ES: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Términos y condiciones',
  'footer.privacy': 'Política de privacidad',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Centro de ayuda',
  'footer.contact': 'Contacto',
  'footer.label': 'Ayuda y contacto',
};
