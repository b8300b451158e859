import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** pl-PL: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Potrzebuję pomocy w sprawie...',
  'help.tab.faqAttractions': 'Atrakcje',
  'help.tab.faqMusic': 'Muzyka',
  'help.tab.faqTheatres': 'Teatry',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt',
  'help.loading': 'Ładowanie treści pomocy',
  'help.failed': 'Nie udało się wczytać tej strony.',
  'help.retry': 'Spróbuj ponownie',
  'help.opensInNewTab': '(otwiera się w nowej karcie)',
  'help.contact.title': 'Kontakt',
  'help.contact.name': 'Imię i nazwisko',
  'help.contact.email': 'E-mail',
  'help.contact.eventName': 'Nazwa wydarzenia',
  'help.contact.orderReference': 'Numer zamówienia (opcjonalnie)',
  'help.contact.subject': 'Temat',
  'help.contact.subjectPlaceholder': 'Wybierz temat',
  'help.contact.subjectsFailed': 'Nie udało się wczytać tematów.',
  'help.contact.message': 'Wiadomość',
  'help.contact.submit': 'Wyślij',
  'help.contact.success': 'Dziękujemy, otrzymaliśmy Twoje zapytanie',
  'help.contact.browse': 'Przeglądaj inne wydarzenia',
  'help.contact.close': 'Zamknij',
};
