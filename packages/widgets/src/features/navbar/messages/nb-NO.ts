import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** nb-NO: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Språk',
  'navbar.currency': 'Valuta',
  'navbar.menu': 'Meny',
  'navbar.closeMenu': 'Lukk menyen',
  'navbar.back': 'Tilbake',
  'navbar.label': 'Hovedmeny',
};
