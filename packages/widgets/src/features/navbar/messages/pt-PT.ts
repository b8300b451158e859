import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** pt-PT: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Idioma',
  'navbar.currency': 'Moeda',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Fechar menu',
  'navbar.back': 'Voltar',
  'navbar.label': 'Principal',
};
