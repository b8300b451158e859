/**
 * The English texts of the chrome (the navbar, the footer, the location picker's and the filter
 * bar's stand-ins), which loads after the landing's first cards (`app/useChrome.ts`), off the first
 * load. Its modules translate through `useChromeTranslate`, and the controls they load through
 * `useControlsTranslate`, which has these texts too. Every translated locale holds these keys
 * (`Catalogue`).
 */
export const chromeMessages = {
  // Navbar (spec 1 §2; issue #6, navbar/)
  'navbar.search': 'Search',
  'navbar.searchPlaceholder': 'Search attractions, cities, countries',
  'navbar.language': 'Language',
  'navbar.currency': 'Currency',
  'navbar.basket': 'Basket',
  'navbar.basketCount': '{count, plural, =0 {Basket, empty} one {Basket, # item} other {Basket, # items}}',
  'navbar.menu': 'Menu',
  'navbar.label': 'Main',

  // Footer (spec 1 §2)
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Help Centre',
  'footer.contact': 'Contact us',
  'footer.label': 'Help and contact',

  // Location picker's stand-in, filter bar, sorting and dates stand-ins (spec 1 §2, §4; issue #6)
  'location.placeholder': 'Where are you going?',
  'filters.sortBy': 'Sort by',
  // The filters' 'loading' and 'error' (spec 1 §2): the bar's own sorting list says them too.
  'filters.loading': 'loading',
  'filters.error': 'error',
  'filters.button': 'Filters',
  'filters.removeChip': 'Remove filter: {label}',
  'dates.all': 'All dates',
  'dates.clear': 'Clear dates',
  'filterBar.label': 'Filter attractions',
  'filterBar.activeFilters': 'Active filters',
} as const;

/** A key of the chrome's texts. */
export type ChromeMessageKey = keyof typeof chromeMessages;
