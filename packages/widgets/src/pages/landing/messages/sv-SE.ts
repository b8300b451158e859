import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** sv-SE: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Populärt på vår webbplats',
  'landing.showMore': 'Visa fler',
  'landing.noSections': 'Inga attraktioner hittades som matchar dina kriterier.',
  'landing.breadcrumbs': 'Plats',
};
