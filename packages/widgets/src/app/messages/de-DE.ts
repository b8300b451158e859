import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** de-DE: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Dieser Teil der Seite konnte nicht angezeigt werden.',
  'page.landing': 'Seite: Unternehmungen',
  'page.search': 'Seite: Suchergebnisse',
  'page.details': 'Seite: Details zur Attraktion',
  'page.payment': 'Seite: Kasse',
  'page.help': 'Seite: Hilfe-Center',
};
