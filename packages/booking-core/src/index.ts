// @coras/booking-core: every product rule as pure TypeScript. The modules (locale, money, dates,
// calendar, availability, basket, checkout, payment…) arrive with issue #4; see README.md.

/** The locale every formatter falls back to (spec 1 §9). */
export const DEFAULT_LOCALE = 'en-GB';

/** The currency shown when none is configured (spec 1 §9). */
export const DEFAULT_CURRENCY = 'GBP';
