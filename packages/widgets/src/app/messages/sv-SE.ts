import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** sv-SE: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Den här delen av sidan kunde inte visas.',
  'page.landing': 'Sidan Upplevelser',
  'page.search': 'Sidan Sökresultat',
  'page.details': 'Sidan Detaljer om upplevelsen',
  'page.payment': 'Sidan Kassa',
  'page.help': 'Sidan Hjälpcenter',
};
