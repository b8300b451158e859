import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** pt-PT: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Termos e condições',
  'footer.privacy': 'Política de privacidade',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Centro de ajuda',
  'footer.contact': 'Contacte-nos',
  'footer.label': 'Ajuda e contacto',
};
