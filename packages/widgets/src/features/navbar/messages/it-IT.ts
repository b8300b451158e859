import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** it-IT: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Lingua',
  'navbar.currency': 'Valuta',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Chiudi il menu',
  'navbar.back': 'Indietro',
  'navbar.label': 'Principale',
};
