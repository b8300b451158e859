import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { resolveLocale, type SupportedLocale } from './locales';

export type { DateFnsLocale };

/** The date-fns locale every date formatter uses until another one is loaded (spec 1 §9). */
export const DEFAULT_DATE_LOCALE: DateFnsLocale = enGB;

/**
 * The date-fns locale module of each supported locale. **fr-MA has none in date-fns**: its dates use
 * `fr` (French month and day names are the same in Morocco), while its numbers keep fr-MA.
 */
export const DATE_FNS_LOCALE_CODES: Readonly<Record<SupportedLocale, string>> = {
  'da-DK': 'da',
  'de-DE': 'de',
  'en-GB': 'en-GB',
  'en-IE': 'en-IE',
  'en-US': 'en-US',
  'es-ES': 'es',
  'fr-FR': 'fr',
  'fr-MA': 'fr',
  'is-IS': 'is',
  'it-IT': 'it',
  'ms-MY': 'ms',
  'nb-NO': 'nb',
  'pl-PL': 'pl',
  'pt-PT': 'pt',
  'sv-SE': 'sv',
  'th-TH': 'th',
  'tr-TR': 'tr',
  'zh-CN': 'zh-CN',
};

// One dynamic import per locale, each written out so bundlers split every locale into its own
// chunk: an en-GB visitor downloads no other date locale (en-GB itself is bundled, it is the default).
const loaders: Readonly<Record<SupportedLocale, () => Promise<DateFnsLocale>>> = {
  'da-DK': () => import('date-fns/locale/da').then((module) => module.da),
  'de-DE': () => import('date-fns/locale/de').then((module) => module.de),
  'en-GB': () => Promise.resolve(enGB),
  'en-IE': () => import('date-fns/locale/en-IE').then((module) => module.enIE),
  'en-US': () => import('date-fns/locale/en-US').then((module) => module.enUS),
  'es-ES': () => import('date-fns/locale/es').then((module) => module.es),
  'fr-FR': () => import('date-fns/locale/fr').then((module) => module.fr),
  'fr-MA': () => import('date-fns/locale/fr').then((module) => module.fr),
  'is-IS': () => import('date-fns/locale/is').then((module) => module.is),
  'it-IT': () => import('date-fns/locale/it').then((module) => module.it),
  'ms-MY': () => import('date-fns/locale/ms').then((module) => module.ms),
  'nb-NO': () => import('date-fns/locale/nb').then((module) => module.nb),
  'pl-PL': () => import('date-fns/locale/pl').then((module) => module.pl),
  'pt-PT': () => import('date-fns/locale/pt').then((module) => module.pt),
  'sv-SE': () => import('date-fns/locale/sv').then((module) => module.sv),
  'th-TH': () => import('date-fns/locale/th').then((module) => module.th),
  'tr-TR': () => import('date-fns/locale/tr').then((module) => module.tr),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((module) => module.zhCN),
};

/**
 * Loads the date-fns locale of `locale` on demand (its own chunk in a browser bundle). Unknown
 * locales resolve to en-GB. The widgets load it when the locale changes and pass it to the
 * formatters as `dateLocale`.
 *
 * @example
 * const dateLocale = await loadDateLocale('fr-MA'); // date-fns `fr`
 * <DualMonthCalendar dateLocale={dateLocale} /> // 'mai 2026' (ui)
 */
export function loadDateLocale(locale: string): Promise<DateFnsLocale> {
  return loaders[resolveLocale(locale)]();
}
