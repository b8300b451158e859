import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** fr-FR: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Populaire sur notre site',
  'landing.showMore': 'Voir plus',
  'landing.noSections': 'Aucune attraction ne correspond à vos critères.',
  'landing.breadcrumbs': 'Lieu',
};
