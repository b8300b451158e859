import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** nb-NO: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Denne delen av siden kunne ikke vises.',
  'page.landing': 'Siden Opplevelser',
  'page.search': 'Siden Søkeresultater',
  'page.details': 'Siden Detaljer om opplevelsen',
  'page.payment': 'Siden Kasse',
  'page.help': 'Siden Hjelpesenter',
};
