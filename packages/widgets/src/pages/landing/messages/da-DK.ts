import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** da-DK: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Populært på vores side',
  'landing.showMore': 'Vis flere',
  'landing.noSections': 'Ingen attraktioner matcher dine kriterier.',
  'landing.breadcrumbs': 'Sted',
};
