import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** da-DK: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Sprog',
  'navbar.currency': 'Valuta',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Luk menuen',
  'navbar.back': 'Tilbage',
  'navbar.label': 'Hovedmenu',
};
