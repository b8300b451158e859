import { commonMessages } from '@coras/checkout/common-messages';

/**
 * The English of the runtime's own texts (configuration and error screens) and of the words more
 * than one feature or page says: the ui's calendar, card and image labels, the note of a link that
 * opens a new tab, the sections' loading label, and the texts shared with the checkout
 * (`common.*`). They make the English bundle, on the first load; every other text's English is in
 * its feature's or page's `messages/en-GB.ts` and loads with it (`useTranslate(itsEnglish)`), and
 * `firstLoadTexts.test.ts` proves no first-load module asks for a text whose English is not loaded.
 * Each other locale translates every key beside this file (`<locale>.ts`, typed against it).
 *
 * Texts the specifications quote are copied verbatim; the rest are written to read like them.
 * Syntax: `{name}` placeholders and ICU plurals `{count, plural, one {…} other {…}}` (see format.ts).
 */
export const sharedMessages = {
  // Configuration (the widget shows this instead of a blank box)
  'config.missing': 'This booking widget is not set up yet: the {attribute} attribute is missing.',
  'config.invalid':
    'This booking widget is not set up correctly: the {attribute} attribute must be an http or https address.',

  // Error modal (spec 1 §2), the required-field message and the basket's words: shared with the
  // checkout, one key each
  ...commonMessages,

  // The whole widget failed
  'error.widgetFailed': 'This booking widget could not be shown. Please refresh the page and try again.',

  // The landing's and the search page's sections while they load
  'landing.sectionLoading': 'Loading attractions',

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

  // A link that opens in a new tab (the footer's, the details page's descriptions)
  'footer.opensInNewTab': '(opens in a new tab)',
} as const;

/** A key of the shared texts (what `useTranslate()` takes without a feature's English). */
export type MessageKey = keyof typeof sharedMessages;
