// One dynamic import per translated locale, loaded by `loadLocaleBundle` (runtime/i18n/catalogue.ts)
// the first time a locale other than en-GB is shown: an English visitor's first load carries none of it.
import type { LocaleTable } from '../../runtime/i18n/catalogue';

/**
 * One dynamic import per locale, each its own chunk with its date-fns locale inside, so a visitor
 * downloads only the language they use (spec 1 §7: lazy per-locale bundles). Each chunk puts every
 * feature's and page's texts of its locale together (`./<locale>.ts`).
 */
export const loaders: LocaleTable = {
  'da-DK': () => import('./da-DK'),
  'de-DE': () => import('./de-DE'),
  'en-IE': () => import('./en-IE'),
  'en-US': () => import('./en-US'),
  'es-ES': () => import('./es-ES'),
  'fr-FR': () => import('./fr-FR'),
  'fr-MA': () => import('./fr-MA'),
  'is-IS': () => import('./is-IS'),
  'it-IT': () => import('./it-IT'),
  'ms-MY': () => import('./ms-MY'),
  'nb-NO': () => import('./nb-NO'),
  'pl-PL': () => import('./pl-PL'),
  'pt-PT': () => import('./pt-PT'),
  'sv-SE': () => import('./sv-SE'),
  'th-TH': () => import('./th-TH'),
  'tr-TR': () => import('./tr-TR'),
  'zh-CN': () => import('./zh-CN'),
};
