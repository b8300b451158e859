import { type DateFnsLocale, DEFAULT_LOCALE, type SupportedLocale } from '@coras/booking-core';
import { type MessageKey, sharedMessages } from './messages/en-GB';

/**
 * A feature's or page's texts in a locale other than English: a text for each key of its English
 * (`messages/en-GB.ts` beside it), so that a missing key is a type error in the locale's file.
 *
 * @example export const messages: Translations<typeof footerMessages> = { 'footer.terms': 'AGB', … };
 */
export type Translations<English> = Readonly<Record<keyof English, string>>;

/**
 * A bundle's texts: the shared texts, and every feature's and page's when the locale translates
 * them. The English bundle has the shared texts only: each feature's and page's English ships with
 * its code (`useTranslate(itsEnglish)`), keeping it off the landing's first load.
 */
export type LocaleMessages = Readonly<Record<MessageKey, string>> & Partial<Readonly<Record<string, string>>>;

/** What a locale needs on screen: its texts and its date-fns locale, loaded together. */
export interface LocaleBundle {
  locale: SupportedLocale;
  messages: LocaleMessages;
  /**
   * The locale's date-fns locale, for the parts that format with date-fns (calendar panel, details,
   * basket, checkout). **Absent for en-GB**: en-GB is every date-fns formatter's default (booking-core's
   * `DEFAULT_DATE_LOCALE`), so it arrives with those lazy parts instead of with the landing's first
   * load, whose dates are written by `Intl` (`formatVenueDate`, `formatDateRangeLabel`).
   */
  dateLocale?: DateFnsLocale | undefined;
}

/** A translated locale's module: every text of the widget in that locale, and its date locale. */
export interface TranslationModule {
  messages: LocaleMessages;
  dateLocale: DateFnsLocale;
}

/** One dynamic import per translated locale (`app/locales/loaders.ts`). */
export type LocaleTable = Readonly<
  Record<Exclude<SupportedLocale, 'en-GB'>, () => Promise<TranslationModule>>
>;

/**
 * The English bundle ships with the widget; it is the fallback of every other locale. The shared
 * texts only: the date-fns en-GB locale is the formatters' default, loaded by the parts that use
 * it, and the features', the pages' and the checkout's English come with them.
 */
export const englishBundle: LocaleBundle = {
  locale: DEFAULT_LOCALE,
  messages: sharedMessages,
};

let localeTable: (() => Promise<{ loaders: LocaleTable }>) | undefined;

/**
 * Says which chunk holds the table of the locales' imports: called by `app/` (its `CorasProvider`),
 * which alone groups the features' and pages' texts into one chunk per locale. The runtime imports
 * no feature.
 */
export function provideLocaleTable(load: () => Promise<{ loaders: LocaleTable }>): void {
  localeTable = load;
}

/**
 * Loads a locale's bundle. A chunk that fails to load (offline, a deploy removed it) falls back to
 * English, reported through `onError`: the widget keeps working in English rather than failing.
 *
 * The table of the locales' imports is a chunk of its own, asked for first (its loader is
 * `provideLocaleTable`'s: the runtime imports no feature's texts): in the landing's first
 * chunk its 17 imports, and the bundler's list of the files each one preloads, weighed ~0.9 kB gzip
 * that an English visitor never uses. Another locale's texts wait for that small chunk once.
 */
export async function loadLocaleBundle(
  locale: SupportedLocale,
  onError: (error: unknown) => void = () => undefined,
): Promise<LocaleBundle> {
  if (locale === DEFAULT_LOCALE) return englishBundle;
  try {
    // Without a table (no app's CorasProvider has rendered), the call throws: English, reported.
    const { loaders } = await (localeTable as NonNullable<typeof localeTable>)();
    const module = await loaders[locale]();
    return { locale, messages: module.messages, dateLocale: module.dateLocale };
  } catch (error) {
    onError(error);
    return englishBundle;
  }
}
