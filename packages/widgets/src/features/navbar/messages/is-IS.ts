import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** is-IS: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Tungumál',
  'navbar.currency': 'Gjaldmiðill',
  'navbar.menu': 'Valmynd',
  'navbar.closeMenu': 'Loka valmynd',
  'navbar.back': 'Til baka',
  'navbar.label': 'Aðalvalmynd',
};
