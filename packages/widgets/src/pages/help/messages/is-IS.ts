import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** is-IS: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Ég þarf aðstoð með…',
  'help.tab.faqAttractions': 'Upplifanir',
  'help.tab.faqMusic': 'Tónlist',
  'help.tab.faqTheatres': 'Leikhús',
  'help.tab.faqSports': 'Íþróttir',
  'help.tab.contact': 'Hafa samband',
  'help.loading': 'Hleður hjálparefni',
  'help.failed': 'Ekki tókst að hlaða þessari síðu.',
  'help.retry': 'Reyna aftur',
  'help.opensInNewTab': '(opnast í nýjum flipa)',
  'help.contact.title': 'Hafa samband',
  'help.contact.name': 'Nafn',
  'help.contact.email': 'Netfang',
  'help.contact.eventName': 'Heiti viðburðar',
  'help.contact.orderReference': 'Pöntunarnúmer (valfrjálst)',
  'help.contact.subject': 'Efni',
  'help.contact.subjectPlaceholder': 'Veldu efni',
  'help.contact.subjectsFailed': 'Ekki tókst að hlaða efnisflokkunum.',
  'help.contact.message': 'Skilaboð',
  'help.contact.submit': 'Senda',
  'help.contact.success': 'Takk, við höfum móttekið fyrirspurnina þína',
  'help.contact.browse': 'Skoða aðra viðburði',
  'help.contact.close': 'Loka',
};
