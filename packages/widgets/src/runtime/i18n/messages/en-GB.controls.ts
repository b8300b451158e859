/**
 * The English texts of the controls that load after the first render (their stand-ins are on the
 * first load; see `useStandIn` in @coras/ui): the location picker's list, the navbar search's
 * results and the mobile menu, the basket's dropdown, the filters drawer, the dates calendar.
 * Only their chunks (through `useControlsTranslate`) and the en-IE/en-US catalogues import them.
 * Every translated locale holds these keys (`Catalogue`).
 */
export const controlsMessages = {
  'basket.title': 'Basket',
  'basket.loading': 'Loading your basket',
  'basket.items': 'Items in your basket',
  'basket.checkout': 'Checkout',
  'location.label': 'Choose a destination',
  'location.popular': 'Popular',
  'location.nearMe': 'Near me',
  'location.results':
    '{count, plural, =0 {No destinations found} one {# destination found} other {# destinations found}}',
  'location.searching': 'Searching',
  'location.country': 'Country',
  'location.city': 'City',
  'location.typeMore': 'Type at least 3 characters to search',
  'filters.title': 'Filters',
  'filters.close': 'Close',
  'filters.duration': 'Duration',
  'filters.price': 'Price',
  'filters.category': 'Category',
  'filters.clearAll': 'Clear all',
  'filters.apply': 'Apply filters',
  'filters.activeCount': '{count, plural, =0 {Filters} one {Filters (#)} other {Filters (#)}}',
  'dates.calendar': 'Calendar',
  'dates.reset': 'Reset',
  'dates.done': 'Done',
  'dates.choose': 'Choose dates',
  'dates.selected': 'selected',
  'dates.rangeStart': 'start date, selected',
  'dates.rangeEnd': 'end date, selected',
  'dates.inRange': 'in selected range',
  'dates.today': 'today',
  'navbar.recentSearches': 'Recent searches',
  'navbar.popular': 'Popular',
  'navbar.showAll': 'Show all results',
  'navbar.closeMenu': 'Close menu',
  'navbar.back': 'Back',
  'navbar.searching': 'Searching',
  'navbar.noResults': 'No results found',
  'navbar.resultCount': '{count, plural, =0 {No results found} one {# result found} other {# results found}}',
} as const;

/** A key of the lazily loaded controls' texts. */
export type ControlsMessageKey = keyof typeof controlsMessages;
