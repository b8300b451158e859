import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** pl-PL: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Język',
  'navbar.currency': 'Waluta',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Zamknij menu',
  'navbar.back': 'Wstecz',
  'navbar.label': 'Menu główne',
};
