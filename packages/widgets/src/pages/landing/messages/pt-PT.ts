import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** pt-PT: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Populares no nosso site',
  'landing.showMore': 'Mostrar mais',
  'landing.noSections': 'Não foram encontradas atrações para os seus critérios.',
  'landing.breadcrumbs': 'Localização',
};
