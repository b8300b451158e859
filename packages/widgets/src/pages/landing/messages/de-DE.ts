import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** de-DE: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Beliebt auf unserer Website',
  'landing.showMore': 'Mehr anzeigen',
  'landing.noSections': 'Keine Attraktionen für Ihre Kriterien gefunden.',
  'landing.breadcrumbs': 'Ort',
};
