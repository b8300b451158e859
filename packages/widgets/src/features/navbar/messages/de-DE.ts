import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** de-DE: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Sprache',
  'navbar.currency': 'Währung',
  'navbar.menu': 'Menü',
  'navbar.closeMenu': 'Menü schließen',
  'navbar.back': 'Zurück',
  'navbar.label': 'Hauptnavigation',
};
