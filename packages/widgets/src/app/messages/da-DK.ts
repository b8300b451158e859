import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** da-DK: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Denne del af siden kunne ikke vises.',
  'page.landing': 'Siden Oplevelser',
  'page.search': 'Siden Søgeresultater',
  'page.details': 'Siden Oplevelsesdetaljer',
  'page.payment': 'Siden Betaling',
  'page.help': 'Siden Hjælpecenter',
};
