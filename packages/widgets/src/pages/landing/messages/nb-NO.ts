import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** nb-NO: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Populært på nettstedet vårt',
  'landing.showMore': 'Vis flere',
  'landing.noSections': 'Fant ingen attraksjoner som samsvarer med kriteriene dine.',
  'landing.breadcrumbs': 'Sted',
};
