import { type DateFnsLocale, DEFAULT_LOCALE, type SupportedLocale } from '@coras/booking-core';
import { messages as english, type MessageKey, type PageMessageKey } from './messages/en-GB';

/**
 * A bundle's texts: every text of the widget's shell, and the lazy parts' texts when the locale
 * translates them. The English bundle has the shell's only: the lazy parts' English ships with
 * their chunks (`useDetailsTranslate`, `useHelpTranslate`…), keeping it off the landing's first
 * load. The checkout's texts are the checkout's (`pages/payment/useCheckoutTranslate.ts`).
 */
export type LocaleMessages = Readonly<Record<MessageKey, string>> &
  Partial<Readonly<Record<PageMessageKey, string>>>;

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

/**
 * The English bundle ships with the widget; it is the fallback of every other locale. The shell's
 * texts only: the date-fns en-GB locale is the formatters' default, loaded by the parts that use
 * it, and the lazy pages' and the checkout's English come with those pages.
 */
export const englishBundle: LocaleBundle = {
  locale: DEFAULT_LOCALE,
  messages: english,
};

/**
 * Loads a locale's bundle. A chunk that fails to load (offline, a deploy removed it) falls back to
 * English, reported through `onError`: the widget keeps working in English rather than failing.
 *
 * The table of the locales' imports is a chunk of its own, asked for first: in the landing's first
 * chunk its 17 imports, and the bundler's list of the files each one preloads, weighed ~0.9 kB gzip
 * that an English visitor never uses. Another locale's texts wait for that small chunk once.
 */
export async function loadLocaleBundle(
  locale: SupportedLocale,
  onError: (error: unknown) => void = () => undefined,
): Promise<LocaleBundle> {
  if (locale === DEFAULT_LOCALE) return englishBundle;
  try {
    const { loaders } = await import('./localeLoaders');
    const module = await loaders[locale]();
    return { locale, messages: module.messages, dateLocale: module.dateLocale };
  } catch (error) {
    onError(error);
    return englishBundle;
  }
}
