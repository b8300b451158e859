import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** fr-FR: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Langue',
  'navbar.currency': 'Devise',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Fermer le menu',
  'navbar.back': 'Retour',
  'navbar.label': 'Principale',
};
