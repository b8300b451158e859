import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** es-ES: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'No se ha podido mostrar esta parte de la página.',
  'page.landing': 'Página de actividades',
  'page.search': 'Página de resultados de búsqueda',
  'page.details': 'Página de detalles de la atracción',
  'page.payment': 'Página de pago',
  'page.help': 'Página del centro de ayuda',
};
