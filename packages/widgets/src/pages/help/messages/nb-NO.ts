import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** nb-NO: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Jeg trenger hjelp med...',
  'help.tab.faqAttractions': 'Attraksjoner',
  'help.tab.faqMusic': 'Musikk',
  'help.tab.faqTheatres': 'Teatre',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt oss',
  'help.loading': 'Laster inn hjelpeinnhold',
  'help.failed': 'Denne siden kunne ikke lastes inn.',
  'help.retry': 'Prøv igjen',
  'help.opensInNewTab': '(åpnes i en ny fane)',
  'help.contact.title': 'Kontakt oss',
  'help.contact.name': 'Navn',
  'help.contact.email': 'E-post',
  'help.contact.eventName': 'Navn på arrangementet',
  'help.contact.orderReference': 'Ordrenummer (valgfritt)',
  'help.contact.subject': 'Emne',
  'help.contact.subjectPlaceholder': 'Velg et emne',
  'help.contact.subjectsFailed': 'Emnene kunne ikke lastes inn.',
  'help.contact.message': 'Melding',
  'help.contact.submit': 'Send',
  'help.contact.success': 'Takk, vi har mottatt henvendelsen din',
  'help.contact.browse': 'Se andre arrangementer',
  'help.contact.close': 'Lukk',
};
