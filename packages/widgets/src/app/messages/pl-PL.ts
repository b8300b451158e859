import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** pl-PL: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Nie udało się wyświetlić tej części strony.',
  'page.landing': 'Strona: Atrakcje',
  'page.search': 'Strona: Wyniki wyszukiwania',
  'page.details': 'Strona: Szczegóły atrakcji',
  'page.payment': 'Strona: Finalizacja zamówienia',
  'page.help': 'Strona: Centrum pomocy',
};
