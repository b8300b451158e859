import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** de-DE: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Ich brauche Hilfe bei …',
  'help.tab.faqAttractions': 'Attraktionen',
  'help.tab.faqMusic': 'Musik',
  'help.tab.faqTheatres': 'Theater',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt',
  'help.loading': 'Hilfeinhalte werden geladen',
  'help.failed': 'Diese Seite konnte nicht geladen werden.',
  'help.retry': 'Erneut versuchen',
  'help.opensInNewTab': '(öffnet in einem neuen Tab)',
  'help.contact.title': 'Kontakt',
  'help.contact.name': 'Name',
  'help.contact.email': 'E-Mail',
  'help.contact.eventName': 'Name der Veranstaltung',
  'help.contact.orderReference': 'Bestellnummer (optional)',
  'help.contact.subject': 'Betreff',
  'help.contact.subjectPlaceholder': 'Betreff auswählen',
  'help.contact.subjectsFailed': 'Die Betreffs konnten nicht geladen werden.',
  'help.contact.message': 'Nachricht',
  'help.contact.submit': 'Senden',
  'help.contact.success': 'Vielen Dank, wir haben Ihre Anfrage erhalten',
  'help.contact.browse': 'Andere Veranstaltungen ansehen',
  'help.contact.close': 'Schließen',
};
