import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** es-ES: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': 'Idioma',
  'navbar.currency': 'Moneda',
  'navbar.menu': 'Menú',
  'navbar.closeMenu': 'Cerrar menú',
  'navbar.back': 'Atrás',
  'navbar.label': 'Principal',
};
