import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** pl-PL: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Wyniki wyszukiwania dla: {search}',
  'search.empty': 'Nie znaleziono atrakcji spełniających Twoje kryteria.',
  'search.backToTop': 'Powrót na górę',
  'search.loadingMore': 'Ładowanie kolejnych atrakcji',
  'search.resultCount':
    '{count, plural, =0 {Nie znaleziono atrakcji} one {Znaleziono # atrakcję} few {Znaleziono # atrakcje} many {Znaleziono # atrakcji} other {Znaleziono # atrakcji}}',
};
