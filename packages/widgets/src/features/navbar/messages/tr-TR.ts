import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** tr-TR: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Dil',
  'navbar.currency': 'Para birimi',
  'navbar.menu': 'Menü',
  'navbar.closeMenu': 'Menüyü kapat',
  'navbar.back': 'Geri',
  'navbar.label': 'Ana menü',
};
