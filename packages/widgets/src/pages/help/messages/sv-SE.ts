import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** sv-SE: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Jag behöver hjälp med...',
  'help.tab.faqAttractions': 'Attraktioner',
  'help.tab.faqMusic': 'Musik',
  'help.tab.faqTheatres': 'Teatrar',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakta oss',
  'help.loading': 'Läser in hjälpinnehåll',
  'help.failed': 'Sidan kunde inte läsas in.',
  'help.retry': 'Försök igen',
  'help.opensInNewTab': '(öppnas i en ny flik)',
  'help.contact.title': 'Kontakta oss',
  'help.contact.name': 'Namn',
  'help.contact.email': 'E-post',
  'help.contact.eventName': 'Evenemangets namn',
  'help.contact.orderReference': 'Ordernummer (valfritt)',
  'help.contact.subject': 'Ämne',
  'help.contact.subjectPlaceholder': 'Välj ett ämne',
  'help.contact.subjectsFailed': 'Ämnena kunde inte läsas in.',
  'help.contact.message': 'Meddelande',
  'help.contact.submit': 'Skicka',
  'help.contact.success': 'Tack, vi har tagit emot din fråga',
  'help.contact.browse': 'Se andra evenemang',
  'help.contact.close': 'Stäng',
};
