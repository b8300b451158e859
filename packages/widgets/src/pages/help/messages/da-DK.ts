import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** da-DK: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Jeg har brug for hjælp til …',
  'help.tab.faqAttractions': 'Attraktioner',
  'help.tab.faqMusic': 'Musik',
  'help.tab.faqTheatres': 'Teatre',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt os',
  'help.loading': 'Indlæser hjælpeindhold',
  'help.failed': 'Siden kunne ikke indlæses.',
  'help.retry': 'Prøv igen',
  'help.opensInNewTab': '(åbner i en ny fane)',
  'help.contact.title': 'Kontakt os',
  'help.contact.name': 'Navn',
  'help.contact.email': 'E-mail',
  'help.contact.eventName': 'Arrangementets navn',
  'help.contact.orderReference': 'Ordrenummer (valgfrit)',
  'help.contact.subject': 'Emne',
  'help.contact.subjectPlaceholder': 'Vælg et emne',
  'help.contact.subjectsFailed': 'Emnerne kunne ikke indlæses.',
  'help.contact.message': 'Besked',
  'help.contact.submit': 'Send',
  'help.contact.success': 'Tak, vi har modtaget din henvendelse',
  'help.contact.browse': 'Se andre arrangementer',
  'help.contact.close': 'Luk',
};
