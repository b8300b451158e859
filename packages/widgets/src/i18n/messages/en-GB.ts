import { commonMessages } from '@coras/checkout/common-messages';
import type { CheckoutMessageKey } from '@coras/checkout/messages';
import type { ControlsMessageKey } from './en-GB.controls';
import type { DetailsMessageKey } from './en-GB.details';
import type { HelpMessageKey } from './en-GB.help';
import type { SearchMessageKey } from './en-GB.search';
import type { SeatingChartMessageKey } from './en-GB.seatingChart';

/**
 * The English catalogue of the widget's shell: the texts of everything on the landing's first load
 * (configuration and error screens, landing, navbar, filter bar, the controls' stand-ins, basket
 * notices, footer).
 * Texts the specifications quote are copied verbatim; the rest are written to read like them.
 * Other locales translate every key of `Catalogue` (`satisfies Catalogue` makes a missing key a
 * type error).
 *
 * The lazily loaded parts keep their English beside this file, off the first load: `en-GB.details.ts`
 * (details page, booking panel, image viewer), `en-GB.help.ts`, `en-GB.search.ts`,
 * `en-GB.controls.ts` (the controls loaded after the first render: menus, dropdowns, drawers), and
 * `en-GB.seatingChart.ts` (the exported SeatingChart). They translate through
 * `useTranslate(theirEnglish)` (see `useDetailsTranslate` and its siblings), and
 * `i18n/firstLoadTexts.test.ts` proves no first-load module asks for a text that is not here.
 *
 * Syntax: `{name}` placeholders and ICU plurals `{count, plural, one {…} other {…}}` (see format.ts).
 */
export const messages = {
  // Configuration (the widget shows this instead of a blank box)
  'config.missing': 'This booking widget is not set up yet: the {attribute} attribute is missing.',
  'config.invalid':
    'This booking widget is not set up correctly: the {attribute} attribute must be an http or https address.',

  // Error modal (spec 1 §2) and the required-field message: shared with the checkout, one key each
  ...commonMessages,

  // A part of the page that failed
  'error.pageFailed': 'This part of the page could not be shown.',
  'error.widgetFailed': 'This booking widget could not be shown. Please refresh the page and try again.',

  // The page-change announcement (a polite live region; focus moves to the page's heading)
  'page.landing': 'Things to do page',
  'page.search': 'Search results page',
  'page.details': 'Attraction details page',
  'page.payment': 'Checkout page',
  'page.help': 'Help Centre page',

  // Landing (spec 1 §2)
  'landing.popular': 'Popular on our site',
  'landing.showMore': 'Show more',
  'landing.noSections': 'No attractions found for your criteria.',
  'landing.sectionLoading': 'Loading attractions',
  'landing.breadcrumbs': 'Location',

  // Basket: dropdown, full-screen view, 'Added to basket' (spec 1 §4, spec 2 §2, §4; issue #7, basket/)
  'basket.ticketLine': '{count} × {name}',
  'basket.remove': 'Remove {name} from the basket',
  'basket.close': 'Close',
  'basket.addedToBasket': 'Added to basket',
  'basket.goToBasket': 'Go to basket',
  'basket.continueShopping': 'Continue shopping',
  'basket.expiringSoon': 'Your tickets for {names} will be released in 1 minute.',
  'basket.expired': 'Your tickets for {names} were released and removed from your basket.',

  // Location picker (spec 1 §2, §4)
  'location.placeholder': 'Where are you going?',

  // Filter bar, filters drawer, sorting, dates (spec 1 §2, §4)
  'filters.sortBy': 'Sort by',
  'filters.button': 'Filters',
  'filters.removeChip': 'Remove filter: {label}',
  'dates.all': 'All dates',
  'dates.clear': 'Clear dates',
  // The calendars' month buttons and day states (the dates dropdown's and the details page's)
  'dates.previousMonth': 'Previous Month',
  'dates.nextMonth': 'Next Month',
  'dates.available': 'available',
  'dates.unavailable': 'not available',

  // Filter bar component (issue #6, filters/): the bar's name, its chips, the range calendar's words
  'filterBar.label': 'Filter attractions',
  'filterBar.activeFilters': 'Active filters',

  // Cards (spec 1 §2, §3)
  'card.from': 'From',
  'card.rating': 'Rated {rating} out of 5',

  // Images (spec 1 §4)
  'image.loading': 'Loading image...',
  'image.failed': 'Image could not be loaded',

  // Navbar (spec 1 §2)
  'navbar.search': 'Search',
  'navbar.searchPlaceholder': 'Search attractions, cities, countries',
  'navbar.language': 'Language',
  'navbar.currency': 'Currency',
  'navbar.basket': 'Basket',
  'navbar.basketCount': '{count, plural, =0 {Basket, empty} one {Basket, # item} other {Basket, # items}}',
  'navbar.menu': 'Menu',

  // Location picker and navbar components (issue #6, location-picker/ and navbar/)
  'location.heading': 'Things to do in',
  'navbar.label': 'Main',

  // Footer (spec 1 §2)
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Help Centre',
  'footer.contact': 'Contact us',
  'footer.opensInNewTab': '(opens in a new tab)',
  'footer.label': 'Help and contact',
} as const;

/** A key of the shell's texts (what `useTranslate()` takes without a fallback). */
export type MessageKey = keyof typeof messages;

/** A key of a lazily loaded part's texts, whose English is in that part's chunk. */
export type PageMessageKey =
  | DetailsMessageKey
  | SeatingChartMessageKey
  | HelpMessageKey
  | SearchMessageKey
  | ControlsMessageKey;

/**
 * A complete catalogue: a text for every key of the widget (its shell and its lazy parts) and of the
 * checkout (`packages/checkout/src/messages.ts`), so every locale translates them all.
 * English is the exception: the English bundle holds the shell's texts only, the lazy parts' and the
 * checkout's English ship with them (see `LocaleMessages`).
 */
export type Catalogue = Readonly<Record<MessageKey | PageMessageKey | CheckoutMessageKey, string>>;
