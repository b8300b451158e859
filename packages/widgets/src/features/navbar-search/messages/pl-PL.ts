import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** pl-PL: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Szukaj',
  'navbar.searchPlaceholder': 'Szukaj atrakcji, miast, krajów',
  'navbar.recentSearches': 'Ostatnio wyszukiwane',
  'navbar.popular': 'Popularne',
  'navbar.showAll': 'Pokaż wszystkie wyniki',
  'navbar.searching': 'Wyszukiwanie',
  'navbar.noResults': 'Brak wyników',
  'navbar.resultCount':
    '{count, plural, =0 {Brak wyników} one {Znaleziono # wynik} few {Znaleziono # wyniki} many {Znaleziono # wyników} other {Znaleziono # wyniku}}',
};
