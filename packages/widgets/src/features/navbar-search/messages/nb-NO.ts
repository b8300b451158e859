import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** nb-NO: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'Søk',
  'navbar.searchPlaceholder': 'Søk etter attraksjoner, byer, land',
  'navbar.recentSearches': 'Nylige søk',
  'navbar.popular': 'Populære',
  'navbar.showAll': 'Vis alle resultater',
  'navbar.searching': 'Søker',
  'navbar.noResults': 'Fant ingen resultater',
  'navbar.resultCount':
    '{count, plural, =0 {Fant ingen resultater} one {Fant # resultat} other {Fant # resultater}}',
};
