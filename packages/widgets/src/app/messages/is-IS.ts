import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** is-IS: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Ekki var hægt að birta þennan hluta síðunnar.',
  'page.landing': 'Síða: Afþreying',
  'page.search': 'Síða: Leitarniðurstöður',
  'page.details': 'Síða: Upplýsingar um afþreyingu',
  'page.payment': 'Síða: Greiðsla',
  'page.help': 'Síða: Hjálparmiðstöð',
};
