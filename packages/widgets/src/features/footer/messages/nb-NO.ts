import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** nb-NO: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Vilkår og betingelser',
  'footer.privacy': 'Personvernerklæring',
  'footer.cookies': 'Informasjonskapsler',
  'footer.helpCentre': 'Hjelpesenter',
  'footer.contact': 'Kontakt oss',
  'footer.label': 'Hjelp og kontakt',
};
