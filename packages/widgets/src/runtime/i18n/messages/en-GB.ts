import { commonMessages } from '@coras/checkout/common-messages';
import type { BasketMessageKey } from './en-GB.basket';
import type { ChromeMessageKey } from './en-GB.chrome';
import type { ControlsMessageKey } from './en-GB.controls';
import type { DetailsMessageKey } from './en-GB.details';
import type { HelpMessageKey } from './en-GB.help';
import type { SearchMessageKey } from './en-GB.search';
import type { SeatingChartMessageKey } from './en-GB.seatingChart';

/**
 * The English catalogue of the widget's shell: the texts of everything on the landing's first load
 * (configuration and error screens, landing, cards), and the calendars' words (shared by lazy parts
 * that load apart).
 * Texts the specifications quote are copied verbatim; the rest are written to read like them.
 * Other locales translate every key of `Catalogue` (`satisfies Catalogue` makes a missing key a
 * type error).
 *
 * The lazily loaded parts keep their English beside this file, off the first load: `en-GB.chrome.ts`
 * (navbar, footer, the location picker's and filter bar's stand-ins), `en-GB.basket.ts` (its items,
 * 'Added to basket', its notices), `en-GB.details.ts`
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

  // The calendars' month buttons and day states (the dates dropdown's and the details page's)
  'dates.previousMonth': 'Previous Month',
  'dates.nextMonth': 'Next Month',
  'dates.available': 'available',
  'dates.unavailable': 'not available',

  // Cards (spec 1 §2, §3)
  'card.from': 'From',
  'card.rating': 'Rated {rating} out of 5',

  // Images (spec 1 §4)
  'image.loading': 'Loading image...',
  'image.failed': 'Image could not be loaded',

  // The location picker's heading, on the landing's first load (spec 1 §2)
  'location.heading': 'Things to do in',

  // A link that opens in a new tab (the footer's, the details page's descriptions)
  'footer.opensInNewTab': '(opens in a new tab)',
} as const;

/** A key of the shell's texts (what `useTranslate()` takes without a fallback). */
export type MessageKey = keyof typeof messages;

/** A key of a lazily loaded part's texts, whose English is in that part's chunk. */
export type PageMessageKey =
  | BasketMessageKey
  | ChromeMessageKey
  | DetailsMessageKey
  | SeatingChartMessageKey
  | HelpMessageKey
  | SearchMessageKey
  | ControlsMessageKey;

/**
 * A complete catalogue: a text for every key of the widget (its shell and its lazy parts), so every
 * locale translates them all. English is the exception: the English bundle holds the shell's texts
 * only, the lazy parts' English ship with them (see `LocaleMessages`). The checkout translates its
 * own texts in every locale (`loadCheckoutMessages` of `@coras/checkout/messages`); the ones it
 * shares with the widgets (`common.*`) are here.
 */
export type Catalogue = Readonly<Record<MessageKey | PageMessageKey, string>>;
