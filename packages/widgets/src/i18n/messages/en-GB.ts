import type { CheckoutMessageKey } from '@coras/checkout/messages';

/**
 * The English catalogue, and the source of every key. Texts the specifications quote are copied
 * verbatim; the rest are written to read like them. Other locales translate every key
 * (`satisfies Catalogue` makes a missing key a type error).
 *
 * Syntax: `{name}` placeholders and ICU plurals `{count, plural, one {…} other {…}}` (see format.ts).
 */
export const messages = {
  // Configuration (the widget shows this instead of a blank box)
  'config.missing': 'This booking widget is not set up yet: the {attribute} attribute is missing.',
  'config.invalid': 'This booking widget is not set up correctly: {problem}',

  // Error modal (spec 1 §2)
  'error.title': "We're sorry, Something went wrong.",
  'error.body': 'Please refresh the page and try again. If the problem persists, please contact our',
  'error.helpCentre': 'Help centre',
  'error.refresh': 'Refresh the page',
  'error.pageFailed': 'This part of the page could not be shown.',

  // Landing (spec 1 §2)
  'landing.popular': 'Popular on our site',
  'landing.showMore': 'Show more',
  'landing.thingsToDoIn': 'Things to do in',
  'landing.noSections': 'No attractions found for your criteria.',
  'landing.sectionLoading': 'Loading attractions',
  'landing.banner.placeholder': 'Discover things to do',
  'landing.breadcrumbs': 'Location',

  // Basket: dropdown, full-screen view, 'Added to basket' (spec 1 §4, spec 2 §2, §4; issue #7, basket/)
  'basket.title': 'Basket',
  'basket.loading': 'Loading your basket',
  'basket.empty': 'Your basket is empty',
  'basket.items': 'Items in your basket',
  'basket.tickets': '{count, plural, one {# ticket} other {# tickets}}',
  'basket.ticketLine': '{count} × {name}',
  'basket.heldFor': 'Held for',
  'basket.remove': 'Remove {name} from the basket',
  'basket.total': 'Total',
  'basket.checkout': 'Checkout',
  'basket.close': 'Close',
  'basket.addedToBasket': 'Added to basket',
  'basket.goToBasket': 'Go to basket',
  'basket.continueShopping': 'Continue shopping',
  'basket.expiringSoon': 'Your tickets for {names} will be released in 1 minute.',
  'basket.expired': 'Your tickets for {names} were released and removed from your basket.',

  // Seating chart of the seat-reservation provider (spec 2 §1, §3, §8; issue #7, seating-chart/)
  'seatingChart.label': 'Seating chart',
  'seatingChart.loading': 'Loading the seating chart',
  'seatingChart.couldNotLoad': 'Could not load {url}',

  // Location picker (spec 1 §2, §4)
  'location.placeholder': 'Where are you going?',
  'location.label': 'Choose a destination',
  'location.popular': 'Popular',
  'location.nearMe': 'Near me',
  'location.results':
    '{count, plural, =0 {No destinations found} one {# destination found} other {# destinations found}}',
  'location.searching': 'Searching',
  'location.country': 'Country',
  'location.city': 'City',

  // Filter bar, filters drawer, sorting, dates (spec 1 §2, §4)
  'filters.sortBy': 'Sort by',
  'filters.button': 'Filters',
  'filters.title': 'Filters',
  'filters.close': 'Close',
  'filters.duration': 'Duration',
  'filters.price': 'Price',
  'filters.category': 'Category',
  'filters.clearAll': 'Clear all',
  'filters.apply': 'Apply filters',
  'filters.loading': 'loading',
  'filters.error': 'error',
  'filters.removeChip': 'Remove filter: {label}',
  'filters.activeCount': '{count, plural, =0 {Filters} one {Filters (#)} other {Filters (#)}}',
  'dates.all': 'All dates',
  'dates.calendar': 'Calendar',
  'dates.reset': 'Reset',
  'dates.done': 'Done',
  'dates.clear': 'Clear dates',
  'dates.previousMonth': 'Previous Month',
  'dates.nextMonth': 'Next Month',
  'dates.choose': 'Choose dates',
  'dates.available': 'available',
  'dates.unavailable': 'not available',

  // Filter bar component (issue #6, filters/): the bar's name, its chips, the range calendar's words
  'filterBar.label': 'Filter attractions',
  'filterBar.activeFilters': 'Active filters',
  'dates.selected': 'selected',
  'dates.rangeStart': 'start date, selected',
  'dates.rangeEnd': 'end date, selected',
  'dates.inRange': 'in selected range',
  'dates.today': 'today',

  // Cards (spec 1 §2, §3)
  'card.from': 'From',
  'card.rating': 'Rated {rating} out of 5',
  'card.activities': '{count, plural, one {# activity} other {# activities}}',
  'card.points': '{points} {unit}',

  // Images (spec 1 §4)
  'image.loading': 'Loading image...',
  'image.failed': 'Image could not be loaded',

  // Details booking panel: availability box, options, reservation preview (spec 2 §2, §4, §5, §8;
  // issue #7, details-booking/)
  'booking.heading': 'Book tickets',
  'booking.date': 'Date',
  'booking.chooseDate': 'Choose a date',
  'booking.calendarSelected': 'selected',
  'booking.calendarToday': 'today',
  'booking.tickets': 'Tickets',
  'booking.ticketsNone': 'Select tickets',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Add one {name} ticket',
  'booking.decrease': 'Remove one {name} ticket',
  'booking.capNote': 'Up to {count} tickets per booking',
  'booking.capReached': 'You have reached the maximum of {count} tickets per booking',
  'booking.done': 'Done',
  'booking.checkAvailability': 'Check Availability',
  'booking.checking': 'Checking availability',
  'booking.optionsFound':
    '{count, plural, =0 {No options available} one {# option available} other {# options available}}',
  'booking.selectTickets': 'Please select the number of tickets.',
  'booking.error': 'Error!',
  'booking.notEnoughTitle': "We're sorry, there are not enough tickets available for this event",
  'booking.notEnoughText': 'Please try a different date or number of tickets',
  'booking.options': 'Available options',
  'booking.performanceTime': 'Performance time',
  'booking.section': 'Section',
  'booking.price': 'Price',
  'booking.each': 'each',
  'booking.select': 'Select',
  'booking.unavailable': 'Not available',
  'booking.language': 'Tour language',
  'booking.tourLanguage': 'Tour language: {language}',
  'booking.addToBasket': 'Add to basket',
  'booking.addFailed': 'These tickets could not be added to your basket. Please try again.',
  'booking.bookingFee': 'Booking fee',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Total',
  'booking.seatMapNote': 'Seatmap for illustrative purposes only',
  'booking.seatMapAlt': 'Seat map of {name}',
  'booking.close': 'Close',

  // Search page (spec 1 §2)
  'search.showingResultsFor': 'Showing results for {search}',
  'search.empty': 'No attractions found for your criteria.',
  'search.backToTop': 'Back to top',
  'search.loadingMore': 'Loading more attractions',
  'search.resultCount':
    '{count, plural, =0 {No attractions found} one {# attraction found} other {# attractions found}}',

  // Navbar (spec 1 §2)
  'navbar.search': 'Search',
  'navbar.searchPlaceholder': 'Search attractions, cities, countries',
  'navbar.recentSearches': 'Recent searches',
  'navbar.popular': 'Popular',
  'navbar.showAll': 'Show all results',
  'navbar.language': 'Language',
  'navbar.currency': 'Currency',
  'navbar.basket': 'Basket',
  'navbar.basketCount': '{count, plural, =0 {Basket, empty} one {Basket, # item} other {Basket, # items}}',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Close menu',
  'navbar.back': 'Back',
  'navbar.home': 'Home',

  // Location picker and navbar components (issue #6, location-picker/ and navbar/)
  'location.heading': 'Things to do in',
  'location.typeMore': 'Type at least 3 characters to search',
  'navbar.label': 'Main',
  'navbar.searching': 'Searching',
  'navbar.noResults': 'No results found',
  'navbar.resultCount': '{count, plural, =0 {No results found} one {# result found} other {# results found}}',

  // Footer (spec 1 §2)
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Help Centre',
  'footer.contact': 'Contact us',
  'footer.opensInNewTab': '(opens in a new tab)',
  'footer.label': 'Help and contact',

  // Help page (spec 2 §2, §5; pages/help/)
  'help.tabsLabel': 'I need help with...',
  'help.tab.faqAttractions': 'Attractions',
  'help.tab.faqMusic': 'Music',
  'help.tab.faqTheatres': 'Theatres',
  'help.tab.faqSports': 'Sports',
  'help.tab.contact': 'Contact us',
  'help.loading': 'Loading help content',
  'help.failed': 'This page could not be loaded.',
  'help.retry': 'Try again',
  'help.opensInNewTab': '(opens in a new tab)',
  'help.contact.title': 'Contact us',
  'help.contact.name': 'Name',
  'help.contact.email': 'Email',
  'help.contact.eventName': 'Event name',
  'help.contact.orderReference': 'Order reference (optional)',
  'help.contact.subject': 'Subject',
  'help.contact.subjectPlaceholder': 'Select a subject',
  'help.contact.subjectsFailed': 'The subjects could not be loaded.',
  'help.contact.message': 'Message',
  'help.contact.submit': 'Send',
  'help.contact.required': 'This is a required field',
  'help.contact.invalidEmail': 'Please enter a valid email address',
  'help.contact.success': "Thank you, we've received your query",
  'help.contact.browse': 'Browse other events',
  'help.contact.close': 'Close',

  // Details page shell, details area and image viewer (spec 2 §2; issue #7, pages/details/)
  'details.breadcrumbs': 'Breadcrumb',
  'details.loading': 'Loading attraction',
  'details.photos': 'Photos',
  'details.showAllPhotos': 'Show all {count} photos',
  'details.photoAlt': '{name}, photo {position} of {total}',
  'details.highlights': 'Highlights',
  'details.itinerary': 'Itinerary',
  'details.duration': 'Duration: {duration}',
  'details.durationHours': '{count, plural, one {# hour} other {# hours}}',
  'details.durationMinutes': '{count, plural, one {# minute} other {# minutes}}',
  'details.included': "What's included",
  'details.excluded': "What's excluded",
  'details.departurePoint': 'Departure Point',
  'details.pleaseNote': 'Please note',
  'details.cancellation': 'Cancellation',
  'details.location': 'Location',
  'details.about': 'About',
  'details.seatmap': 'Seatmap',
  'details.seatmapCaption': 'For illustrative purposes only',
  'details.seatmapAlt': 'Seat map of {venue}',
  'details.otherAttractions': 'Other attractions',
  'details.notFound.title': 'We couldn’t find this attraction',
  'details.notFound.body': 'It may no longer be on sale, or the link may be incomplete.',
  'details.notFound.action': 'Browse attractions',
  'viewer.counter': '{position}/{total} Photos',
  'viewer.previous': 'Previous photo',
  'viewer.next': 'Next photo',
  'viewer.close': 'Close',
} as const;

/** A key of the widget's own texts (what `useTranslate` takes). */
export type MessageKey = keyof typeof messages;

/**
 * A complete catalogue: a text for every key of the widget and of the checkout
 * (`packages/checkout/src/messages.ts`), so every locale translates the checkout with the rest.
 * English is the exception: its checkout texts ship with the checkout (see `LocaleMessages`).
 */
export type Catalogue = Readonly<Record<MessageKey | CheckoutMessageKey, string>>;
