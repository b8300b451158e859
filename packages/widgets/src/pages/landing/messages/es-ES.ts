import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** es-ES: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Lo más popular en nuestra web',
  'landing.showMore': 'Ver más',
  'landing.noSections': 'No se han encontrado atracciones que cumplan tus criterios.',
  'landing.breadcrumbs': 'Ubicación',
};
