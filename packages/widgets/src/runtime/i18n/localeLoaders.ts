// One dynamic import per translated locale, loaded by `loadLocaleBundle` (catalogue.ts) the first
// time a locale other than en-GB is shown: an English visitor's first load carries none of it.
import type { DateFnsLocale, SupportedLocale } from '@coras/booking-core';
import type { Catalogue } from './messages/en-GB';

/**
 * A translated catalogue module: a text for every key (a missing key is a type error in the locale's
 * file, and messages/catalogue.test.ts checks placeholders and plurals) and its date locale.
 */
export interface TranslationModule {
  messages: Catalogue;
  dateLocale: DateFnsLocale;
}

/**
 * One dynamic import per locale, each its own chunk with its date-fns locale inside, so a visitor
 * downloads only the language they use (spec 1 §7: lazy per-locale bundles).
 */
export const loaders: Readonly<Record<Exclude<SupportedLocale, 'en-GB'>, () => Promise<TranslationModule>>> =
  {
    'da-DK': () => import('./messages/da-DK'),
    'de-DE': () => import('./messages/de-DE'),
    'en-IE': () => import('./messages/en-IE'),
    'en-US': () => import('./messages/en-US'),
    'es-ES': () => import('./messages/es-ES'),
    'fr-FR': () => import('./messages/fr-FR'),
    'fr-MA': () => import('./messages/fr-MA'),
    'is-IS': () => import('./messages/is-IS'),
    'it-IT': () => import('./messages/it-IT'),
    'ms-MY': () => import('./messages/ms-MY'),
    'nb-NO': () => import('./messages/nb-NO'),
    'pl-PL': () => import('./messages/pl-PL'),
    'pt-PT': () => import('./messages/pt-PT'),
    'sv-SE': () => import('./messages/sv-SE'),
    'th-TH': () => import('./messages/th-TH'),
    'tr-TR': () => import('./messages/tr-TR'),
    'zh-CN': () => import('./messages/zh-CN'),
  };
